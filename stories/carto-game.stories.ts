import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoGameElement } from '../components/carto-game.ts';
import type { CartoMapElement } from '../components/carto-map.ts';
import type { TableSetup } from '../machines/table/setup.ts';
import { combinePacks } from '../src/content/combine.ts';
import { basePack } from '../src/content/official.ts';
import { randomAction } from '../src/game/random-player.ts';
import { Rng, seedRng } from '../src/random/prng.ts';
import type { GameState } from '../src/game/types.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { allInShadow, cellAt, drawnCount, ghostOf, inShadow, settle } from './support/dom.ts';
import { clearGame, drawingFrom, duo, firstTaskIs, gameAt, heroesSolo, saveGame, solo } from './support/games.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

/**
 * `<carto-game>` resumes the game saved under its `storage-key`. Each story has its own key; before
 * it renders, the story's game (made by the engine, see support/games.ts) is saved there, and it is
 * removed again when the story is left, so no story sees another's saved game.
 */
interface Args {
  storageKey: string;
  [cssProp: `--carto-${string}`]: string | undefined;
}
interface GameParams {
  /** the saved game the story starts from; none starts on the setup screen */
  game?: () => { setup: TableSetup; state: GameState };
  /** raw text saved under the key instead (an unreadable save) */
  rawSave?: string;
}

const meta: Meta<Args> = {
  title: 'Elements/carto-game',
  component: 'carto-game',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: {
    storageKey: { control: 'text', name: 'storage-key' },
    ...cssPropArgTypes({ '--carto-cell-size': 'text', '--carto-paper': 'color', '--carto-ink': 'color', '--carto-highlight': 'color', ...TERRAIN_COLOURS }),
  },
  beforeEach: ({ args, parameters }) => {
    const key = args.storageKey;
    clearGame(key);
    const p = parameters as GameParams;
    if (p.rawSave !== undefined) localStorage.setItem(key, p.rawSave);
    const g = p.game?.();
    if (g) saveGame(key, g.setup, g.state);
    return () => clearGame(key);
  },
  render: (args) => html`<carto-game storage-key=${args.storageKey} style=${cssVars(args) || nothing}></carto-game>`,
};
export default meta;
type Story = StoryObj<Args>;

const save = (setup: TableSetup, stop: (s: GameState) => boolean, seed?: number) => () => ({ setup, state: gameAt(setup, stop, seed) });
const key = (name: string) => ({ storageKey: `carto-story-${name}` });

async function gameOf(canvas: HTMLElement): Promise<CartoGameElement> {
  const el = canvas.querySelector('carto-game') as CartoGameElement;
  await settle(el);
  return el;
}
/** The interactive map of the play screen, rendered. */
async function boardMap(el: CartoGameElement): Promise<CartoMapElement> {
  await settle(el);
  const map = inShadow<CartoMapElement>(el, 'carto-map[interactive]');
  await map.updateComplete;
  return map;
}
const controls = (el: CartoGameElement) => inShadow(el, 'carto-placement-controls');
const controlButton = (el: CartoGameElement, name: RegExp) => {
  const b = allInShadow<HTMLButtonElement>(controls(el), 'button').find((x) => name.test(x.textContent?.trim() ?? ''));
  if (!b) throw new Error(`no ${name} button`);
  return b;
};

/**
 * Places the shape on the first space, scanning empty spaces row by row, where it can be
 * confirmed after a turn and a flip (the story's game is fixed, but content and rules may change).
 * Returns the ghosts seen: placed, turned, flipped.
 */
async function placeTurnAndFlip(el: CartoGameElement, map: CartoMapElement) {
  // A card of two terrains needs a choice before the drawing can be confirmed: take the first.
  const terrains = allInShadow<HTMLButtonElement>(controls(el), '[part="terrains"] button');
  if (terrains.length && !terrains.some((b) => b.getAttribute('aria-pressed') === 'true')) {
    await userEvent.click(terrains[0]!);
    await settle(el);
  }
  for (let r = 2; r < 9; r++) {
    for (let c = 2; c < 9; c++) {
      if (!cellAt(map, r, c).classList.contains('empty')) continue;
      await userEvent.click(cellAt(map, r, c));
      await boardMap(el);
      const placed = ghostOf(map);
      if (!controlButton(el, /^Confirm/).disabled) {
        await userEvent.keyboard('r');
        await boardMap(el);
        const turned = ghostOf(map);
        await userEvent.keyboard('f');
        await boardMap(el);
        const flipped = ghostOf(map);
        if (!controlButton(el, /^Confirm/).disabled) return { placed, turned, flipped };
        await userEvent.keyboard('{Backspace}{Backspace}');
      }
      await userEvent.keyboard('{Backspace}');
    }
  }
  throw new Error('no space where the shape fits after a turn and a flip');
}

/** No saved game: the setup screen. Starting a game shows the board and saves the game. */
export const Setup: Story = {
  args: key('setup'),
  play: async ({ canvasElement, args }) => {
    const el = await gameOf(canvasElement);
    const setup = inShadow(el, 'carto-setup');
    await expect(localStorage.getItem(args.storageKey)).toBeNull();
    await userEvent.click(inShadow(setup, 'button[type="submit"]'));
    await boardMap(el);
    await expect(localStorage.getItem(args.storageKey)).toContain('carto-live-save/1');
  },
};

/** A solo game in spring: the task, the map with a ghost, the controls, projected stars and the deck. */
export const MidGame: Story = {
  args: key('mid-game'),
  parameters: { game: save(solo, drawingFrom(3)) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await boardMap(el);
    await expect(inShadow(el, '.task').textContent).toMatch(/^Draw /);
    await expect(allInShadow(el, '.projection button').length).toBe(2);
    await expect(inShadow(el, 'carto-deck')).toBeTruthy();
  },
};

/**
 * A placement with a turn and a flip: point at the map, click to place, R turns and F flips the
 * ghost, Confirm draws it. The map then has the shape's spaces drawn, and the game is saved.
 */
export const PlaceTurnFlipConfirm: Story = {
  args: key('place'),
  parameters: { game: save(solo, drawingFrom(2)) } satisfies GameParams,
  play: async ({ canvasElement, args }) => {
    const el = await gameOf(canvasElement);
    const map = await boardMap(el);
    // Pointing shows a ghost before anything is placed.
    await userEvent.hover(cellAt(map, 4, 4));
    await boardMap(el);
    await expect(ghostOf(map).length).toBeGreaterThan(0);
    const drawnBefore = drawnCount(map);
    const savedBefore = localStorage.getItem(args.storageKey)!;
    const { placed, turned, flipped } = await placeTurnAndFlip(el, map);
    await expect(turned).not.toEqual(placed);
    await expect(flipped).not.toEqual(turned);
    // Legal, and in the chosen terrain's colour.
    await expect(flipped.every((label) => / planned (forest|village|farm|water)$/.test(label))).toBe(true);
    await userEvent.click(controlButton(el, /^Confirm/));
    await settle(el);
    const after = await boardMap(el);
    await expect(drawnCount(after)).toBe(drawnBefore + flipped.length);
    // Every space of the confirmed ghost is now drawn: its label no longer says "empty".
    for (const label of flipped) {
      const [, r, c] = /^row (\d+), column (\d+)/.exec(label)!;
      await expect(cellAt(after, Number(r) - 1, Number(c) - 1).classList.contains('empty')).toBe(false);
    }
    await expect(localStorage.getItem(args.storageKey)).not.toBe(savedBefore);
  },
};

/** Undo: a turn is undone (the ghost lies as placed again), then the placing itself (nothing left to undo). */
export const Undo: Story = {
  args: key('undo'),
  parameters: { game: save(solo, drawingFrom(2)) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const map = await boardMap(el);
    await expect(controlButton(el, /^Undo/).disabled).toBe(true);
    await userEvent.click(cellAt(map, 5, 3));
    await boardMap(el);
    const placed = ghostOf(map);
    await expect(placed.length).toBeGreaterThan(0);
    await userEvent.click(controlButton(el, /^Rotate/));
    await boardMap(el);
    await expect(ghostOf(map)).not.toEqual(placed);
    await userEvent.click(controlButton(el, /^Undo/));
    await boardMap(el);
    await expect(ghostOf(map)).toEqual(placed);
    await userEvent.click(controlButton(el, /^Undo/));
    await boardMap(el);
    await expect(controlButton(el, /^Undo/).disabled).toBe(true);
    await expect(controlButton(el, /^Confirm/).disabled).toBe(true);
  },
};

/** A refused position (over a mountain): the ghost shows as refused and the reason is given. */
export const RefusedPlacement: Story = {
  args: key('refused'),
  parameters: { game: save(solo, drawingFrom(2)) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const map = await boardMap(el);
    // Side A has a mountain on row 6, column 6.
    await userEvent.click(cellAt(map, 5, 5));
    await boardMap(el);
    await expect(allInShadow(map, '.ghost.illegal').length).toBeGreaterThan(0);
    const reason = inShadow(controls(el), '[part="reason"]');
    await expect(reason.classList.contains('refused')).toBe(true);
    await expect(controlButton(el, /^Confirm/).disabled).toBe(true);
  },
};

/** Pass-and-play: the device is handed to the next player, whose map stays hidden until they say who they are. */
export const Handover: Story = {
  args: key('handover'),
  parameters: { game: save(duo, drawingFrom(2)) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await expect(inShadow(el, '#handover-title').textContent).toMatch(/^Pass the device to (Ada|Bo)$/);
    await expect(el.shadowRoot!.querySelector('carto-map')).toBeNull();
  },
};

/** An ambush, two players: the neighbour draws the monster on the other's map. */
export const Ambush: Story = {
  args: key('ambush'),
  parameters: { game: save(duo, firstTaskIs('monster')) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await userEvent.click(inShadow(el, '.handover button'));
    const map = await boardMap(el);
    await expect(inShadow(el, '#map-title').textContent).toMatch(/'s map \(drawn by (Ada|Bo)\)$/);
    await userEvent.hover(cellAt(map, 5, 2));
    await boardMap(el);
    await expect(allInShadow(map, '.ghost-monster').length).toBeGreaterThan(0);
  },
};

/** Heroes: a hero card; the hero space and its attack pattern are placed. */
export const Hero: Story = {
  args: key('hero'),
  parameters: { game: save(heroesSolo, firstTaskIs('hero')) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const map = await boardMap(el);
    await expect(inShadow(el, '.task').textContent).not.toBe('');
    // Row 8, column 6 is empty on this map: the hero may stand there, and its pattern is marked around it.
    await userEvent.hover(cellAt(map, 7, 5));
    await boardMap(el);
    await expect(allInShadow(map, '.ghost-hero').length).toBe(1);
    await expect(allInShadow(map, '.ghost.illegal').length).toBe(0);
    await expect(allInShadow(map, '.mark').length).toBeGreaterThan(0);
  },
};

/** The end of spring, reached in play: the scoresheet and the map, then on to summer. */
export const SeasonEnd: Story = {
  args: key('season-end'),
  parameters: { game: save(solo, drawingFrom(1)) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const rng = new Rng(seedRng(3));
    for (let i = 0; i < 200 && el.actor!.getSnapshot().context.state.scores[0]!.length === 0; i++) {
      el.actor!.send({ type: 'game.action', action: randomAction(el.actor!.getSnapshot().context.state, 0, rng)! });
    }
    await settle(el);
    await expect(inShadow(el, '#season-title').textContent).toBe('Spring is over');
    // The season's scores are counted out card by card (at once for a reader who prefers reduced
    // motion, as the visual stage does); "Show all the scores" skips to the sheet.
    const skip = allInShadow(el, 'button').find((b) => b.textContent?.trim() === 'Show all the scores');
    if (skip) await userEvent.click(skip);
    await waitFor(() => expect(inShadow(el, 'carto-scoreboard')).toBeTruthy());
    await expect(allInShadow(el, '.maps carto-map').length).toBe(1);
  },
};

/** The end of a solo game: the title, the scoresheet, and the spaces behind a score highlighted when it is pointed at. */
export const GameOver: Story = {
  args: key('game-over'),
  parameters: {
    game: save({ ...solo, code: 'STORY-OVER', edicts: { A: 'sentinel-wood', B: 'canal-lake', C: 'great-city', D: 'the-cauldrons' } }, () => false),
  } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await expect(inShadow(el, '#over-title').textContent).toBe('The game is over');
    const state = el.actor!.getSnapshot().context.state;
    await expect(inShadow(el, '.title strong').textContent).toBe(state.result!.solo!.title);
    const board = inShadow(el, 'carto-scoreboard');
    const withStars = allInShadow<HTMLButtonElement>(board, 'button.score').find((b) => Number(b.textContent) > 0);
    if (!withStars) throw new Error('no score with stars to point at');
    const map = inShadow<CartoMapElement>(el, '.maps carto-map');
    await userEvent.hover(withStars);
    await waitFor(() => expect(allInShadow(map, '.highlight').length).toBeGreaterThan(0));
    await userEvent.unhover(withStars);
    await waitFor(() => expect(allInShadow(map, '.highlight').length).toBe(0));
  },
};

/** Two players at the end: the winner, both maps. */
export const TwoPlayersGameOver: Story = {
  args: key('duo-over'),
  parameters: { game: save(duo, () => false) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await expect(inShadow(el, '.title').textContent).toMatch(/wins|Shared victory/);
    await expect(allInShadow(el, '.maps carto-map').length).toBe(2);
  },
};

/** Another player's map, slotted in: `<carto-map player="1">` follows the running game. */
export const WithOtherPlayersMap: Story = {
  args: key('slotted'),
  parameters: { game: save(duo, drawingFrom(3)) } satisfies GameParams,
  render: (args) => html`<carto-game storage-key=${args.storageKey}>
    <h3>Bo's map</h3>
    <carto-map player="1" label="Bo's map" style="--carto-cell-size: 1rem"></carto-map>
  </carto-game>`,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const bound = el.querySelector('carto-map')!;
    await bound.updateComplete;
    const state = el.actor!.getSnapshot().context.state;
    const drawn = state.sheets[1]!.grid.fills.filter((f) => ['forest', 'village', 'farm', 'water', 'monster'].includes(f)).length;
    await expect(drawn).toBeGreaterThan(0);
    await expect(drawnCount(bound)).toBe(drawn);
  },
};

/** A designer's table (custom pack): the setup asks only for players, scoring and code. */
export const CustomTable: Story = {
  args: key('custom-table'),
  render: (args) => html`<carto-game storage-key=${args.storageKey} .customTable=${combinePacks([basePack], { map: 'side-b' })}></carto-game>`,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const setup = inShadow(el, 'carto-setup');
    // The setup renders after the game element: wait for it rather than for a fixed number of updates.
    await waitFor(() => expect(setup.shadowRoot?.querySelector('.hint')?.textContent).toContain('Playing the table'));
    await expect(setup.shadowRoot!.querySelector('input[name="map"]')).toBeNull();
  },
};

/** Error: the saved game cannot be read. It is set aside, and a new game can be set up. */
export const UnreadableSave: Story = {
  args: key('unreadable'),
  parameters: { rawSave: '{"format":"carto-live-save/0"' } satisfies GameParams,
  play: async ({ canvasElement, args }) => {
    const el = await gameOf(canvasElement);
    await expect(inShadow(el, '.problem[role="alert"]').textContent).toMatch(/^Your saved game could not be read \(it is not valid JSON\)/);
    await expect(localStorage.getItem(`${args.storageKey}.unreadable`)).toBe('{"format":"carto-live-save/0"');
    await expect(inShadow(el, 'carto-setup')).toBeTruthy();
  },
};

/** Error: a save from another format version. */
export const SaveFromAnotherVersion: Story = {
  args: key('other-version'),
  parameters: { rawSave: JSON.stringify({ format: 'carto-live-save/0', setup: {}, game: {} }) } satisfies GameParams,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    await expect(inShadow(el, '.problem').textContent).toContain('(its format, carto-live-save/0, is not one this version knows)');
  },
};

export const NightTheme: Story = { args: key('night'), parameters: MidGame.parameters, globals: { theme: 'night' } };
export const ColourblindTheme: Story = { args: key('colourblind'), parameters: MidGame.parameters, globals: { theme: 'colour-blind' } };

/** At a phone's width the side panel goes under the map, and the map's spaces shrink to fit. */
export const Phone: Story = {
  args: key('phone'),
  parameters: { ...MidGame.parameters, ...phoneParameters },
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const el = await gameOf(canvasElement);
    const map = await boardMap(el);
    // The map fits in the 390 px frame: its right edge is inside the game's.
    await expect(map.getBoundingClientRect().right).toBeLessThanOrEqual(el.getBoundingClientRect().right + 0.5);
    // The side column dissolves into the board on a phone: its controls come below the map's top.
    await expect(inShadow(el, 'carto-placement-controls').getBoundingClientRect().top).toBeGreaterThan(map.getBoundingClientRect().top);
  },
};
export const PhoneGameOver: Story = { args: key('phone-over'), parameters: { ...TwoPlayersGameOver.parameters, ...phoneParameters }, globals: phoneGlobals };
