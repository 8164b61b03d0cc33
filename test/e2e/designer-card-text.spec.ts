/**
 * The designer's card speaks for itself (issue 35), in the built editor under a strict CSP: a card
 * from the "Add a scoring card" template whose text follows the rule live as the forms change it, an
 * example taken from the sample map, a reworded text warned about (and put back with one click), the
 * print-and-play PDF of the card with its example on its page, a playtest reloaded mid-season and
 * resumed where it was, and the share link opened in a fresh browser (pasted into a tab already on
 * the editor), read there as a card, and played without copying; copying asks "add or replace".
 * Screenshots at 1280x800 and 390x844 go to test-results/ for a person to look at; axe checks the
 * shared view.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { openEditorUnderCsp, passScreens, placeByMouse } from './helpers.ts';

test.describe.configure({ timeout: 420_000 });

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The words drawn on a PDF's pages: each content stream inflated, its text strings (hex or literal) read as Latin-1. */
function pdfWords(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      body = text.slice(start, end); // not deflated
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] ? Buffer.from(t[1], 'hex').toString('latin1') : t[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return out.join(' ');
}

/** axe's violations inside `el` (axe is served from the page's own origin: the CSP allows only 'self'). */
async function axeViolations(page: Page, el: Locator): Promise<string[]> {
  await page.route('**/axe.min.js', (route) => route.fulfill({ path: 'node_modules/axe-core/axe.min.js', contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/axe.min.js' });
  return el.evaluate(async (node) => {
    const axe = (window as unknown as { axe: { run: (n: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    return (await axe.run(node)).violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** The drawn spaces of the map being played, and the deck's column: what a resumed game must show again. */
async function gameState(page: Page) {
  const map = page.locator('carto-map[interactive]');
  await expect(map).toBeVisible();
  const drawn = await map.getByRole('gridcell', { name: /, (forest|village|farm|water|monster)/ }).count();
  const column = await page.locator('carto-deck').locator('[part="column"]').textContent();
  return { drawn, column };
}

async function paint(page: Page, fill: string, cells: ReadonlyArray<readonly [number, number]>) {
  await group(page, 'Paint with').getByLabel(fill, { exact: true }).check();
  const map = page.getByRole('grid', { name: 'Sample map' });
  for (const [r, c] of cells) await map.getByRole('gridcell', { name: new RegExp(`^row ${r}, column ${c},`) }).click();
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a card whose text follows its rule, with an example from the sample map, printed, playtested across a reload, shared and played by its recipient (${width}x${height})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height });
    const problems = await openEditorUnderCsp(page);
    await page.getByRole('button', { name: 'Add a scoring card' }).click();
    const text = page.getByLabel('Card text');
    await expect(text).toHaveValue('Earn one reputation star for each forest space.');
    await expect(page.getByText('The card text is written from the rule and follows it as the rule changes.')).toBeVisible();

    // Riverwood: 2 stars per forest space next to water, through the forms; the text follows each step.
    await page.getByLabel('Number of stars').fill('2');
    await page.getByLabel('Number of stars').press('Tab');
    await expect(text).toHaveValue('Earn two reputation stars for each forest space.');
    await page.getByRole('button', { name: 'Add a filter' }).click();
    const neighbours = group(page, 'Neighbours that are');
    await neighbours.getByLabel('Which spaces').selectOption('fill');
    await group(page, 'Terrains').getByLabel('forest', { exact: true }).uncheck();
    await group(page, 'Terrains').getByLabel('water', { exact: true }).check();
    await expect(text).toHaveValue('Earn two reputation stars for each forest space adjacent to a water space.');

    // The example: forests at (1,1) (1,2), water at (1,3): one forest touches the water, 2 stars.
    await paint(page, 'forest', [
      [1, 1],
      [1, 2],
    ]);
    await paint(page, 'water', [[1, 3]]);
    await page.getByRole('button', { name: 'Use this map as the card’s example' }).click();
    await expect(page.getByText('The card’s example scores 2.')).toBeVisible();
    // Three stars now: the text and the example's stars follow.
    await page.getByLabel('Number of stars').fill('3');
    await page.getByLabel('Number of stars').press('Tab');
    await expect(text).toHaveValue('Earn three reputation stars for each forest space adjacent to a water space.');
    await expect(page.getByText('The card’s example scores 3.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Problems: none' })).toBeVisible();

    // Reworded so that it no longer says the rule: a warning naming what differs; the pack stays valid.
    await text.fill('Earn one reputation star for each forest space.');
    await text.press('Tab');
    const warning =
      'The card text of new-scoring-card no longer matches its rule: the rule has 3, the text does not say it; the rule names water, the text does not.';
    await expect(page.locator('carto-scoring-editor').getByText(warning)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Warnings: 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Problems: none' })).toBeVisible();
    await page.locator('carto-scoring-editor').screenshot({ path: test.info().outputPath(`scoring-editor-${width}x${height}.png`) });
    await page.getByRole('button', { name: 'Use this text' }).click();
    await expect(text).toHaveValue('Earn three reputation stars for each forest space adjacent to a water space.');
    await expect(page.getByRole('heading', { name: 'Warnings: 1' })).toHaveCount(0);

    // Print and play: the PDF's one page holds the card with its example and the example's stars.
    await page.getByLabel('Paper').selectOption('a4');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print and play (PDF)' }).click()]);
    const bytes = readFileSync((await download.path())!);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const words = pdfWords(bytes);
    expect(words).toContain('Example: 3 stars');
    expect(words).toContain('New scoring card');

    // A playtest, reloaded mid-season: the same game, where it was, and it goes on.
    await page.getByRole('button', { name: 'Play this pack' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.locator('carto-deck')).toContainText('New scoring card');
    await passScreens(page);
    await placeByMouse(page);
    await passScreens(page);
    await placeByMouse(page);
    await passScreens(page);
    const before = await gameState(page);
    expect(before.drawn).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Playing My pack' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the game' })).toHaveCount(0);
    await passScreens(page);
    expect(await gameState(page)).toEqual(before);
    await expect(page.getByRole('heading', { name: /is over$/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`playtest-resumed-${width}x${height}.png`) });
    await placeByMouse(page);
    await passScreens(page);
    expect((await gameState(page)).drawn).toBeGreaterThan(before.drawn);
    await page.getByRole('button', { name: 'Back to the editor' }).click();

    // Shared by link; opened in a fresh browser, pasted into a tab already on the editor.
    await page.getByRole('button', { name: 'Share by link' }).click();
    const link = await page.getByLabel('Anyone with this link sees the pack (it is in the link itself)').inputValue();
    const other = await browser.newContext({ viewport: { width, height } });
    const them = await other.newPage();
    const theirProblems = await openEditorUnderCsp(them);
    await them.evaluate((hash) => (location.hash = hash), new URL(link).hash);
    const view = them.locator('carto-shared-pack');
    await expect(them.getByRole('heading', { name: 'Shared pack: My pack' })).toBeVisible();
    const card = view.getByRole('listitem', { name: 'New scoring card' });
    await expect(card.getByText('Earn three reputation stars for each forest space adjacent to a water space.')).toBeVisible();
    await expect(card.getByText('Its example (drawn on the card) scores 3 stars.')).toBeVisible();
    // Readable: the card is drawn at least 15 rem wide (not a thumbnail), its text is page text.
    expect((await card.locator('img').boundingBox())!.width).toBeGreaterThanOrEqual(240);
    await them.screenshot({ path: test.info().outputPath(`shared-view-${width}x${height}.png`), fullPage: true });
    expect(await axeViolations(them, view)).toEqual([]);

    // Its balance, run there without copying (read-only: no "use this value" for a pack that is not theirs).
    await card.locator('summary').click();
    const balance = card.locator('carto-balance-report');
    await balance.getByLabel('Games per card').fill('2');
    await balance.getByLabel('Games per card').press('Tab');
    await balance.getByLabel('Look-ahead bot').uncheck();
    await balance.getByRole('button', { name: 'Run the balance report' }).click();
    await expect(balance.getByText(/^Suggested solo value: \d+$/)).toBeVisible({ timeout: 60_000 });
    await expect(balance.getByText(/95% sure it lies between \d+ and \d+/)).toBeVisible();
    await expect(balance.getByRole('button', { name: /as the solo value$/ })).toHaveCount(0);
    await card.screenshot({ path: test.info().outputPath(`shared-balance-${width}x${height}.png`) });

    // Played there as it is: their own pack stays as it was (nothing copied).
    await view.getByRole('button', { name: 'Play it' }).click();
    await them.getByRole('button', { name: 'Start the game' }).click();
    await expect(them.locator('carto-deck')).toContainText('New scoring card');
    await passScreens(them);
    await placeByMouse(them);
    const theirPack = () =>
      them
        .locator('carto-editor')
        .evaluate((el) => JSON.stringify((el as unknown as { actor: { getSnapshot(): { context: { draft: unknown } } } }).actor.getSnapshot().context.draft));
    expect(await theirPack()).not.toContain('new-scoring-card');
    await them.getByRole('button', { name: 'Back to the shared pack' }).click();

    // Copying asks first: add to their pack, or replace it.
    await view.getByRole('button', { name: 'Copy to my editor' }).click();
    const ask = view.getByRole('group', { name: 'Copy to my editor' });
    await expect(ask).toContainText('Your editor’s pack has no cards yet.');
    await ask.getByRole('button', { name: 'Add to my pack' }).click();
    await expect(them.getByRole('navigation', { name: 'Cards of the pack' }).getByRole('button', { name: 'New scoring card' })).toBeVisible();
    await expect(them.getByText('The shared card was added to your pack (Undo takes it out again).')).toBeVisible();
    expect(theirProblems).toEqual([]);
    await other.close();
    expect(problems).toEqual([]);
  });
}
