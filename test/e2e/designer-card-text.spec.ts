/**
 * The designer's card speaks for itself (issue 35), in the built editor under a strict CSP: a card
 * from the "Add a scoring card" template whose text follows the rule live as the forms change it, an
 * example taken from the sample map, a reworded text warned about (and put back with one click), and
 * the print-and-play PDF of the card with its example. Screenshots of the form at 1280x800 and
 * 390x844 go to test-results/ for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { openEditorUnderCsp } from './helpers.ts';

test.describe.configure({ timeout: 240_000 });


const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function paint(page: Page, fill: string, cells: ReadonlyArray<readonly [number, number]>) {
  await group(page, 'Paint with').getByLabel(fill, { exact: true }).check();
  const map = page.getByRole('grid', { name: 'Sample map' });
  for (const [r, c] of cells) await map.getByRole('gridcell', { name: new RegExp(`^row ${r}, column ${c},`) }).click();
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a card whose text follows its rule, with an example from the sample map, printed (${width}x${height})`, async ({ page }) => {
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
    await paint(page, 'forest', [[1, 1], [1, 2]]);
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
    const warning = 'The card text of new-scoring-card no longer matches its rule: the rule has 3, the text does not say it; the rule names water, the text does not.';
    await expect(page.locator('carto-scoring-editor').getByText(warning)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Warnings: 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Problems: none' })).toBeVisible();
    await page.locator('carto-scoring-editor').screenshot({ path: test.info().outputPath(`scoring-editor-${width}x${height}.png`) });
    await page.getByRole('button', { name: 'Use this text' }).click();
    await expect(text).toHaveValue('Earn three reputation stars for each forest space adjacent to a water space.');
    await expect(page.getByRole('heading', { name: 'Warnings: 1' })).toHaveCount(0);

    // Print and play: the PDF holds the card (its example is drawn on it: see test/unit/print for the page itself).
    await page.getByLabel('Paper').selectOption('a4');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print and play (PDF)' }).click()]);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!));
    expect(pdf.getPageCount()).toBe(1);
    expect(problems).toEqual([]);
  });
}
