// `npm run screens`: screenshots of the game's screens for review, at 1280x800 and 390x844, into
// docs/screenshots/ (the README links them). Each scene is a saved game reached by legal play with
// a fixed seed, loaded into the built demo page (npm run build first), plus what a player does there.
import { mkdirSync } from 'node:fs';
import { preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { apply } from '../../src/game/apply.ts';
import { randomAction } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, GameState } from '../../src/game/types.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { usage } from './usage.mjs';

usage(`
npm run screens
Screenshots of the game's screens at 1280x800 and 390x844 into docs/screenshots/, from the built
demo page (npm run build first).
`);

const OUT = 'docs/screenshots';
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Random legal play from a new game until `stop` holds; also returns the action that would make `trigger` hold next. */
function reach(setup: TableSetup, stop: (s: GameState, next: GameState | null) => boolean, seed = 1): { state: GameState; next: Action | null } {
  const rng = new Rng(seedRng(seed));
  let s = newGame(tableContent(setup), gameOptions(setup), setup.code);
  for (let i = 0; i < 5000 && s.stage !== 'gameOver'; i++) {
    const p = s.tasks.findIndex((q) => q.length > 0);
    const action = randomAction(s, p, rng)!;
    const n = apply(s, action).state!;
    if (stop(s, n)) return { state: s, next: action };
    s = n;
  }
  if (!stop(s, null)) throw new Error(`no game of ${setup.code} reaches the scene`);
  return { state: s, next: null };
}

interface Scene {
  readonly name: string;
  readonly save?: () => { setup: TableSetup; state: GameState; seasonsSeen?: number; then?: Action | null };
  readonly act?: (page: Page) => Promise<void>;
  /** shown with motion (the page otherwise prefers reduced motion, so nothing is caught mid-animation) */
  readonly motion?: boolean;
}

/** The first seed from 1 whose random game reaches the scene. */
function firstReaching(setup: TableSetup, stop: (s: GameState, next: GameState | null) => boolean) {
  for (let seed = 1; seed < 60; seed++) {
    try {
      return reach(setup, stop, seed);
    } catch {
      // this seed's game never gets there: the next
    }
  }
  throw new Error(`no game of ${setup.code} reaches the scene`);
}

const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'SHOTS1' };
const heroes: TableSetup = { players: 1, names: ['Ada'], mode: 'heroes', map: 'side-c', code: 'SHOTS2' };
const walked = (s: GameState, n: GameState | null) => !!n && n.log.slice(s.log.length).some((e) => e.action.type === 'walk' && e.action.cells.length > 0);

const scenes: Scene[] = [
  { name: 'setup' },
  {
    name: 'first-turn',
    act: async (page) => {
      await page.getByLabel('Code', { exact: true }).fill('SHOTS1');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('carto-map[interactive]').waitFor();
      const cell = page.locator('carto-map[interactive]').getByRole('gridcell', { name: /^row 5, column 5,/ });
      await cell.hover();
    },
  },
  {
    name: 'ambush-banner',
    save: () => {
      const r = reach(solo, walked, 5);
      return { setup: solo, state: r.state, then: r.next };
    },
  },
  {
    name: 'hero-preview',
    save: () => ({
      setup: heroes,
      state: reach(heroes, (s) => s.tasks[0]?.[0]?.kind === 'hero' && s.sheets[0]!.grid.fills.some((f) => f === 'monster'), 3).state,
    }),
    act: async (page) => {
      // An empty space next to a monster: the preview shows the attack pattern over it.
      const map = page.locator('carto-map[interactive]');
      const labels = await map.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
      const at = (r: number, c: number) => labels.find((l) => l.startsWith(`row ${r}, column ${c},`)) ?? '';
      const spot = labels.find((l) => {
        const [, r, c] = l.match(/^row (\d+), column (\d+), empty/)?.map(Number) ?? [];
        return (
          r !== undefined && c !== undefined && [at(r - 1, c - 1), at(r - 1, c + 1), at(r + 1, c - 1), at(r + 1, c + 1)].some((n) => n.includes('monster'))
        );
      });
      if (spot) await map.getByRole('gridcell', { name: spot, exact: true }).hover();
    },
  },
  {
    name: 'troll-choice',
    save: () => ({ setup: heroes, state: reach(heroes, (s) => s.tasks[0]?.[0]?.kind === 'destroy', 2).state }),
  },
  {
    name: 'season-summary',
    save: () => ({ setup: solo, state: reach(solo, (s) => s.scores[0]!.length === 1, 7).state, seasonsSeen: 0 }),
  },
  {
    // The season counted out: its first edict's spaces lit (a game whose spring scored stars on both edicts, so either step caught shows lit spaces).
    name: 'season-count',
    motion: true,
    save: () => ({
      setup: solo,
      state: firstReaching(solo, (s) => s.scores[0]!.length === 1 && s.scores[0]![0]!.edicts.every((e) => e.stars > 0)).state,
      seasonsSeen: 0,
    }),
    act: async (page) => {
      await page.locator('carto-game').getByRole('button', { name: 'Show all the scores' }).waitFor();
    },
  },
  { name: 'game-over', save: () => ({ setup: solo, state: reach(solo, (s) => s.stage === 'gameOver', 9).state }) },
];

export async function run(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await preview({ configFile: 'tools/vite.config.ts', mode: 'page', preview: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
  const { port } = server.httpServer.address() as { port: number };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const scene of scenes) {
      const saved = scene.save?.();
      for (const size of sizes) {
        const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, reducedMotion: scene.motion ? 'no-preference' : 'reduce' });
        await page.goto(`http://127.0.0.1:${port}/`);
        await page.evaluate(() => localStorage.clear());
        if (saved) {
          const save = {
            format: SAVE_FORMAT,
            setup: saved.setup,
            game: toSaved(saved.state),
            ...(saved.seasonsSeen !== undefined ? { seasonsSeen: saved.seasonsSeen } : {}),
          };
          await page.evaluate((text) => localStorage.setItem('carto-live-game', text), JSON.stringify(save));
          await page.reload();
          await page.locator('carto-game').waitFor();
          if (saved.then) {
            await page.evaluate(
              (action) =>
                (document.querySelector('carto-game') as unknown as { actor: { send(e: unknown): void } }).actor.send({ type: 'game.action', action }),
              saved.then,
            );
          }
        }
        await scene.act?.(page);
        await page.waitForTimeout(250);
        await page.screenshot({ path: `${OUT}/${scene.name}-${size.name}.png` });
        await page.close();
      }
      console.log(`${scene.name}: ${sizes.map((s) => `${OUT}/${scene.name}-${s.name}.png`).join(', ')}`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await run();
