// Whole solo games in German and in Polish on the demo page (its <html lang> set by the language
// switch's ?lang=), with axe on every screen; and a switch from English to German in the middle
// of a game, which keeps the game.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { randomAction } from '../../src/game/random-player.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import type { GameState } from '../../src/game/types.ts';
import { placeByMouse, startGame } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page (every element's shadow root included), as "rule: target" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  });
}

const gameState = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('carto-game') as HTMLElement & { actor?: { getSnapshot(): { context: { state: unknown } } } };
    return JSON.parse(JSON.stringify(el.actor?.getSnapshot().context.state ?? null)) as GameState | null;
  });

/** One legal action for the solo player, decided here by the engine and sent to the page's game actor. */
async function act(page: Page, rng: Rng): Promise<void> {
  const state = await gameState(page);
  const action = state && randomAction(state, 0, rng);
  if (!action) return;
  await page.evaluate((a) => {
    const el = document.querySelector('carto-game') as HTMLElement & { actor?: { send(e: unknown): void } };
    el.actor?.send({ type: 'game.action', action: a });
  }, action);
}

interface Language {
  readonly lang: 'de' | 'pl';
  readonly start: string;
  readonly code: string;
  readonly rotate: string;
  readonly next: RegExp;
  readonly over: string;
  readonly title: RegExp;
  readonly titles: readonly string[];
}

const LANGUAGES: readonly Language[] = [
  {
    lang: 'de',
    start: 'Spiel starten',
    code: 'Code',
    rotate: 'Drehen',
    next: /^Weiter zu: /,
    over: 'Das Spiel ist vorbei',
    title: /^Dein Titel: /,
    titles: [
      'Legendärer Kartograph',
      'Meister der Kartenkunst',
      'Topograph auf Wanderschaft',
      'Vermessungslehrling',
      'Amateurgutachter',
      'Ungeschickter Gehilfe',
      'Einfältiger Kritzler',
      'Ahnungsloser Tintentrinker',
    ],
  },
  {
    lang: 'pl',
    start: 'Rozpocznij grę',
    code: 'Kod',
    rotate: 'Obróć',
    next: /^Dalej: /,
    over: 'Gra skończona',
    title: /^Twój tytuł: /,
    titles: [
      'Legendarny Kartograf',
      'Mistrz Kartografii',
      'Wędrowny Topograf',
      'Aplikant Geodeta',
      'Amator Hobbysta',
      'Nieudolny Asystent',
      'Gryzmolący Niezdara',
      'Poplamiony Ochlapus',
    ],
  },
];

for (const l of LANGUAGES) {
  test(`a whole solo game in ${l.lang}, with axe on every screen`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/?lang=${l.lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.getByRole('button', { name: l.start })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(l.code, { exact: true }).fill(`LANG-${l.lang}`);
    await page.getByRole('button', { name: l.start }).click();
    await expect(page.locator('carto-map[interactive]')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${l.rotate}`) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const rng = new Rng(seedRng(l.lang));
    let summaries = 0;
    for (let step = 0; step < 400; step++) {
      if (await page.getByRole('heading', { name: l.over }).isVisible()) break;
      const next = page.getByRole('button', { name: l.next });
      if (await next.isVisible()) {
        if (summaries++ === 0) expect(await axeViolations(page)).toEqual([]);
        await next.click();
        continue;
      }
      await act(page, rng);
    }
    await expect(page.getByRole('heading', { name: l.over })).toBeVisible();
    await expect(page.locator('.title')).toHaveText(l.title);
    expect(l.titles).toContain(await page.locator('.title strong').textContent());
    expect(await axeViolations(page)).toEqual([]);
    expect(summaries).toBe(3);
    expect(errors).toEqual([]);
  });
}

test('switching from English to German in the middle of a game keeps the game', async ({ page }) => {
  await page.goto('/?lang=en');
  await startGame(page, { code: 'SWITCH1', names: ['Ada'] });
  await placeByMouse(page);
  await placeByMouse(page);
  const before = (await gameState(page))!;
  expect(before.log.length).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: /^Rotate/ })).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^Drehen/ })).toBeVisible();
  await expect(page.locator('.task')).toHaveText(/^Zeichne |^Hinterhalt!|^Held: |: Keine Form/);
  // The page's own words follow too: its introduction, the switch's label, the themes.
  await expect(page.locator('header p[data-words="game-intro"]')).toHaveText(/^Spiele Cartographers oder Cartographers Heroes/);
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await expect(page.getByRole('radiogroup', { name: 'Farbschema' }).getByLabel('Nacht')).toBeVisible();
  // The switch offers every language of the catalogue, each in its own words (made once, by tools/site/demo/language.ts).
  await expect(page.locator('#language option')).toHaveText(['Deutsch', 'English', 'Polski']);
  // The same game: the same log, the same map, the same player.
  const after = (await gameState(page))!;
  expect(after.log).toEqual(before.log);
  expect(after.sheets[0]!.grid.fills).toEqual(before.sheets[0]!.grid.fills);
  await expect(page.locator('carto-scoreboard, .maps').first().or(page.locator('carto-map[interactive]'))).toBeVisible();
  // Play goes on in German: the German key D turns the shape, as R still does.
  await page.locator('carto-map[interactive]').getByRole('gridcell').first().focus();
  await page.keyboard.press('d');
  await act(page, new Rng(seedRng('switch')));
  await expect.poll(async () => (await gameState(page))!.log.length).toBeGreaterThan(after.log.length);
  // Coming back to the page keeps the language (remembered) and the game (saved).
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  expect((await gameState(page))!.log.length).toBeGreaterThan(after.log.length);
});
