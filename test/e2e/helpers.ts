import { expect, type Locator, type Page } from '@playwright/test';
import { officialPacks } from '../../src/content/official.ts';
import type { AmbushCard, Card, ExploreCard } from '../../src/content/types.ts';
import { previewPlacement } from '../../src/game/preview.ts';
import { anchorOf } from '../../machines/placement.machine.ts';
import type { Fill } from '../../src/grid/fills.ts';
import type { Cell, MapGrid } from '../../src/grid/grid.ts';
import { newSheet, type Sheet } from '../../src/rules/sheet.ts';

/** Starts a game from the setup screen. */
export async function startGame(page: Page, opts: { players?: number; names?: string[]; code?: string; mode?: string } = {}) {
  const players = opts.players ?? 1;
  if (players > 1) await page.getByLabel('How many').selectOption(String(players));
  for (const [i, name] of (opts.names ?? []).entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  if (opts.mode) await page.getByLabel(opts.mode).check();
  if (opts.code) await page.getByLabel('Code', { exact: true }).fill(opts.code);
  await page.getByRole('button', { name: 'Start the game' }).click();
}

const byName = new Map<string, Card>();
for (const pack of officialPacks) for (const card of Object.values(pack.byId)) byName.set(card.name, card);

/** The map being played, read back from the grid's cell names as a person reads the board. */
async function readSheet(map: Locator): Promise<Sheet> {
  const names = await map.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const last = names[names.length - 1]!.match(/^row (\d+), column (\d+)/)!;
  const rows = Number(last[1]);
  const cols = Number(last[2]);
  const fills: Fill[] = [];
  const ruins: boolean[] = [];
  for (const n of names) {
    const parts = n.split(', ');
    fills.push(parts[2] as Fill);
    ruins.push(parts.includes('ruins'));
  }
  const grid: MapGrid = { rows, cols, fills, ruins };
  return newSheet(grid);
}

export interface Move {
  flipped: boolean;
  turns: number;
  at: Cell;
}

/** A legal move for the shown task, found the way the interface previews it (turns, flip, and the space the shape is held by). */
async function findMove(page: Page): Promise<Move | null> {
  const sentence = (await page.locator('.task').textContent()) ?? '';
  const map = page.locator('carto-map[interactive]');
  const sheet = await readSheet(map);
  if (/no shape (fits|can cover)|Hero:|destroy/.test(sentence)) {
    const i = sheet.grid.fills.findIndex((f) => f === 'empty');
    return i < 0 ? null : { flipped: false, turns: 0, at: [Math.floor(i / sheet.grid.cols), i % sheet.grid.cols] };
  }
  const cardName = sentence.match(/^(?:Draw|Ambush! Draw the monster of) (.+?)(?: so that it covers a ruins space| on .*)?\.$/)?.[1];
  const card = cardName ? byName.get(cardName) : undefined;
  if (!card || (card.kind !== 'explore' && card.kind !== 'ambush')) throw new Error(`cannot read the card from "${sentence}"`);
  const ruins = sentence.includes('covers a ruins space');
  const option = card.kind === 'explore' ? await chosenOption(page) : 0;
  for (const flipped of [false, true]) {
    for (let turns = 0; turns < 4; turns++) {
      for (let r = 0; r < sheet.grid.rows; r++) {
        for (let c = 0; c < sheet.grid.cols; c++) {
          const p = previewPlacement({ sheet, card: card as ExploreCard | AmbushCard, option, turns, flipped, at: [r, c], ruins });
          // The player points at the space the shape is held by (its drawn space nearest the corner), not at the corner.
          const [dr, dc] = anchorOf({ card, option, turns, flipped });
          if (p.legal) return { flipped, turns, at: [r + dr, c + dc] };
        }
      }
    }
  }
  return null;
}

async function chosenOption(page: Page): Promise<number> {
  const buttons = page.locator('carto-placement-controls').locator('[part="options"] button');
  const n = await buttons.count();
  for (let i = 0; i < n; i++) if ((await buttons.nth(i).getAttribute('aria-pressed')) === 'true') return i;
  return 0;
}

const confirmButton = (page: Page) => page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });

/** Plays the shown task with the mouse: first terrain, flip and turn buttons, a click on the map, Confirm. */
export async function placeByMouse(page: Page): Promise<void> {
  const controls = page.locator('carto-placement-controls');
  const terrains = controls.locator('[part="terrains"] button');
  if ((await terrains.count()) > 0) await terrains.first().click();
  const move = await findMove(page);
  if (!move) throw new Error('no legal move');
  if (move.flipped) await controls.getByRole('button', { name: /^Flip/ }).click();
  for (let t = 0; t < move.turns; t++) await controls.getByRole('button', { name: /^Rotate/ }).click();
  const map = page.locator('carto-map[interactive]');
  await map.getByRole('gridcell', { name: new RegExp(`^row ${move.at[0] + 1}, column ${move.at[1] + 1},`) }).click();
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
}

/** Plays the shown task with the keyboard only: number key for the terrain, F, R, arrows, Enter, Enter. */
export async function placeByKeyboard(page: Page): Promise<void> {
  const map = page.locator('carto-map[interactive]');
  // Focus the map's active space the way a keyboard user gets there: it is the grid's one tab stop.
  const focused = await map.evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null);
  if (!focused) {
    const active = map.locator('[role="gridcell"][tabindex="0"]');
    await active.focus();
  }
  const terrains = page.locator('carto-placement-controls').locator('[part="terrains"] button');
  if ((await terrains.count()) > 0) await page.keyboard.press('1');
  const move = await findMove(page);
  if (!move) throw new Error('no legal move');
  if (move.flipped) await page.keyboard.press('f');
  for (let t = 0; t < move.turns; t++) await page.keyboard.press('r');
  const label = await map.evaluate((el) => el.shadowRoot!.activeElement!.getAttribute('aria-label')!);
  const [, row, col] = label.match(/^row (\d+), column (\d+)/)!.map(Number) as [number, number, number];
  for (let r = row - 1; r < move.at[0]; r++) await page.keyboard.press('ArrowDown');
  for (let r = row - 1; r > move.at[0]; r--) await page.keyboard.press('ArrowUp');
  for (let c = col - 1; c < move.at[1]; c++) await page.keyboard.press('ArrowRight');
  for (let c = col - 1; c > move.at[1]; c--) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(confirmButton(page)).toBeEnabled();
  await page.keyboard.press('Enter');
}

/** Moves through the between-screens (hand-over, end of season) until a map to play or the end screen shows. */
export async function passScreens(page: Page, keyboard = false): Promise<'play' | 'over'> {
  const over = page.getByRole('heading', { name: 'The game is over' });
  const next = page.getByRole('button', { name: /^I am .*: show my map$|^Continue to / });
  const map = page.locator('carto-map[interactive]');
  for (;;) {
    // Whichever comes: the last move's answer may end the game a moment after it was made (a wait
    // for the map alone then failed with the end screen showing).
    await expect(over.or(next).or(map).first()).toBeVisible();
    if (await over.isVisible()) return 'over';
    if (await next.isVisible()) {
      if (keyboard) {
        await expect(next).toBeFocused();
        await page.keyboard.press('Enter');
      } else await next.click();
      continue;
    }
    if (await map.isVisible()) return 'play';
  }
}

/** Opens the built editor with `Content-Security-Policy: script-src 'self'`; the CSP reports and page errors it collects. */
export async function openEditorUnderCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.route('**/editor.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'" } });
  });
  await page.goto('/editor.html');
  await expect(page.getByRole('toolbar', { name: 'Pack' })).toBeVisible();
  return problems;
}
