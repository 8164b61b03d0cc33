import { expect, type Page } from '@playwright/test';
import { officialPacks } from '../../src/content/official.ts';
import type { AmbushCard, Card, ExploreCard } from '../../src/content/types.ts';
import { previewPlacement } from '../../src/game/preview.ts';
import { anchorOf } from '../../machines/placement.machine.ts';
import type { Fill } from '../../src/grid/fills.ts';
import type { Cell, MapGrid } from '../../src/grid/grid.ts';
import { newSheet, type Sheet } from '../../src/rules/sheet.ts';
import { type Ask, ask, type Screen, type TableRead, type Target } from './in-page.ts';

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
function readSheet(names: readonly string[]): Sheet {
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

/** A legal move for the task read, found the way the interface previews it (turns, flip, and the space the shape is held by). */
function findMove(table: TableRead): Move | null {
  const sentence = table.sentence;
  const sheet = readSheet(table.cells);
  if (/no shape (fits|can cover)|Hero:|destroy/.test(sentence)) {
    const i = sheet.grid.fills.findIndex((f) => f === 'empty');
    return i < 0 ? null : { flipped: false, turns: 0, at: [Math.floor(i / sheet.grid.cols), i % sheet.grid.cols] };
  }
  const cardName = sentence.match(/^(?:Draw|Ambush! Draw the monster of) (.+?)(?: so that it covers a ruins space| on .*)?\.$/)?.[1];
  const card = cardName ? byName.get(cardName) : undefined;
  if (!card || (card.kind !== 'explore' && card.kind !== 'ambush')) throw new Error(`cannot read the card from "${sentence}"`);
  const ruins = sentence.includes('covers a ruins space');
  const option = card.kind === 'explore' ? table.option : 0;
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

/** The limit of a wait in the page: the e2e expect timeout (test/playwright.config.ts). */
const LIMIT = 15_000;

/** One question to the page (in-page.ts), answered in one round trip. */
const inPage = (page: Page, q: Ask) => page.evaluate(ask, q);

const readTable = (page: Page) => inPage(page, { what: 'table', limit: LIMIT }) as Promise<TableRead>;

/** Clicks a control or a space with the mouse, once the page shows it clickable (visible, enabled, still, not covered). */
async function click(page: Page, target: Target, times = 1): Promise<void> {
  // The pointer leaves where it was first, as a hand moving to the control would: left over a card's
  // name, it keeps that card's tip open (a popover on hover) over the controls (seen at 390 px).
  await page.mouse.move(0, 0);
  const { x, y } = (await inPage(page, { what: 'point', target, limit: LIMIT })) as { x: number; y: number };
  for (let i = 0; i < times; i++) await page.mouse.click(x, y);
}

const confirmButton = (page: Page) => page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });

/**
 * Plays the shown task with the mouse: first terrain, flip and turn buttons, a click on the map, Confirm.
 * The page is read once and each control clicked where it is (one call to find it, one to click).
 */
export async function placeByMouse(page: Page): Promise<void> {
  const table = await readTable(page);
  if (table.terrains > 0) await click(page, { kind: 'terrain' });
  const move = findMove(table);
  if (!move) throw new Error('no legal move');
  if (move.flipped) await click(page, { kind: 'action', name: 'Flip' });
  if (move.turns > 0) await click(page, { kind: 'action', name: 'Rotate' }, move.turns);
  await click(page, { kind: 'cell', row: move.at[0], col: move.at[1] });
  await expect(confirmButton(page)).toBeEnabled();
  await click(page, { kind: 'confirm' });
}

/** Plays the shown task with the keyboard only: number key for the terrain, F, R, arrows, Enter, Enter. */
export async function placeByKeyboard(page: Page): Promise<void> {
  const map = page.locator('carto-map[interactive]');
  const table = await readTable(page);
  // Focus the map's active space the way a keyboard user gets there: it is the grid's one tab stop.
  if (table.focused === null) await map.locator('[role="gridcell"][tabindex="0"]').focus();
  if (table.terrains > 0) await page.keyboard.press('1');
  const move = findMove(table);
  if (!move) throw new Error('no legal move');
  if (move.flipped) await page.keyboard.press('f');
  for (let t = 0; t < move.turns; t++) await page.keyboard.press('r');
  // Terrain, flip and turn keys leave the focus where it was: the active space (read now if it was just focused).
  const label = table.focused ?? (await map.evaluate((el) => el.shadowRoot!.activeElement!.getAttribute('aria-label')!));
  const [, row, col] = label.match(/^row (\d+), column (\d+)/)!.map(Number) as [number, number, number];
  for (let r = row - 1; r < move.at[0]; r++) await page.keyboard.press('ArrowDown');
  for (let r = row - 1; r > move.at[0]; r--) await page.keyboard.press('ArrowUp');
  for (let c = col - 1; c < move.at[1]; c++) await page.keyboard.press('ArrowRight');
  for (let c = col - 1; c > move.at[1]; c--) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(confirmButton(page)).toBeEnabled();
  await page.keyboard.press('Enter');
}

export interface Waiting {
  /** Go on only to a map with the placement controls (others' turns, the computer's, are waited out). */
  placing?: boolean;
  /** A heading (a pattern) that must never show meanwhile. */
  never?: RegExp;
  /** How long the page may take to come to one (default: the expect timeout). */
  limit?: number;
}

/**
 * Moves through the between-screens (hand-over, end of season) until a map to play or the end screen
 * shows. Each step is one wait in the page for whichever comes (the last move's answer may end the
 * game a moment after it was made); with `keyboard`, the button to go on must have the focus.
 */
export async function passScreens(page: Page, keyboard = false, waiting: Waiting = {}): Promise<'play' | 'over'> {
  const q: Ask = { what: 'screen', focused: keyboard, placing: waiting.placing, never: waiting.never?.source, limit: waiting.limit ?? LIMIT };
  for (;;) {
    const screen = (await inPage(page, q)) as Screen;
    if (screen.at !== 'next') return screen.at;
    if (keyboard) await page.keyboard.press('Enter');
    else await page.mouse.click(screen.x, screen.y);
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
