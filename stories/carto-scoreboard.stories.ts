import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoScoreboardElement } from '../components/carto-scoreboard.ts';
import type { GameState } from '../src/game/types.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { duo, gameAt, solo } from './support/games.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  names: readonly string[];
  onScoreFocus: (e: Event) => void;
  [cssProp: `--carto-${string}`]: string | undefined;
}
type Loaded = { state: GameState };

const meta: Meta<Args> = {
  title: 'Elements/carto-scoreboard',
  component: 'carto-scoreboard',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { names: ['Ada', 'Bo'], onScoreFocus: fn() },
  argTypes: cssPropArgTypes({ '--carto-highlight': 'color', '--carto-ink': 'color', '--carto-paper': 'color', '--carto-font': 'text' }),
  render: (args, { loaded }) => {
    const state = (loaded as Partial<Loaded>).state;
    return html`<carto-scoreboard
      style=${cssVars(args) || nothing}
      .scores=${state?.scores ?? []}
      .seasons=${state?.seasons ?? []}
      .names=${args.names}
      .result=${state?.result ?? null}
      @carto-score-focus=${args.onScoreFocus}
    ></carto-scoreboard>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

const at = (make: () => GameState) => [async () => ({ state: make() }) satisfies Loaded];
const boardOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-scoreboard') as CartoScoreboardElement;
  await el.updateComplete;
  return el;
};

/** After spring, solo: one season filled in, no result yet. */
export const AfterSpring: Story = {
  args: { names: ['Ada'] },
  loaders: at(() => gameAt(solo, (s) => s.scores[0]!.length === 1)),
  play: async ({ canvasElement, loaded }) => {
    const el = await boardOf(canvasElement);
    const { state } = loaded as Loaded;
    const spring = state.scores[0]![0]!;
    const totals = allInShadow(el, 'tbody td.total');
    await expect(totals[0]!.textContent).toBe(String(spring.total));
    await expect(totals.at(-1)!.textContent).toBe(String(spring.total));
    // Three buttons a scored season: two edicts and the monsters.
    await expect(allInShadow(el, 'button.score').length).toBe(3);
    await expect(el.shadowRoot!.querySelector('[part="solo"]')).toBeNull();
  },
};

/**
 * The scoring hover: pointing at a score fires `carto-score-focus` with the player, the season and
 * the edict; leaving fires it again with no letter; keyboard focus does the same.
 */
export const SoloGameOver: Story = {
  args: { names: ['Ada'] },
  loaders: at(() => gameAt({ ...solo, code: 'STORY-OVER', edicts: { A: 'sentinel-wood', B: 'canal-lake', C: 'great-city', D: 'the-cauldrons' } }, () => false)),
  play: async ({ canvasElement, args, loaded }) => {
    const el = await boardOf(canvasElement);
    const { state } = loaded as Loaded;
    await expect(inShadow(el, '[part="solo"] strong').textContent).toBe(state.result!.solo!.title);
    const buttons = allInShadow<HTMLButtonElement>(el, 'button.score');
    await expect(buttons.length).toBe(12);
    // Summer (season 1) scores edicts B and C: its first button is edict B.
    const summerB = buttons[3]!;
    await expect(summerB.getAttribute('aria-label')).toBe(
      `Ada, ${state.seasons[1]!.name}, edict B: ${state.scores[0]![1]!.edicts[0].stars} stars. Shows the spaces on the map.`,
    );
    await userEvent.hover(summerB);
    await expect(args.onScoreFocus).toHaveBeenLastCalledWith(expect.objectContaining({ player: 0, season: 1, letter: 'B' }));
    await userEvent.unhover(summerB);
    await expect(args.onScoreFocus).toHaveBeenLastCalledWith(expect.objectContaining({ player: 0, season: 1, letter: null }));
    // Keyboard: focus the winter monsters box.
    buttons[11]!.focus();
    await expect(args.onScoreFocus).toHaveBeenLastCalledWith(expect.objectContaining({ player: 0, season: 3, letter: 'monsters' }));
  },
};

/** Two players at the end: the winner is starred. */
export const TwoPlayersGameOver: Story = {
  loaders: at(() => gameAt(duo, () => false)),
  play: async ({ canvasElement, loaded }) => {
    const el = await boardOf(canvasElement);
    const { state } = loaded as Loaded;
    const winners = allInShadow(el, 'th.winner').map((th) => th.textContent!.replace('★', '').trim());
    await expect(winners).toEqual(state.result!.winners.map((p) => ['Ada', 'Bo'][p]));
    await expect(allInShadow(el, 'tbody tr').length).toBe(2);
  },
};

/** Negative scores (monster penalties) are marked. */
export const NegativeScores: Story = {
  loaders: at(() => gameAt(duo, () => false, 11)),
  play: async ({ canvasElement, loaded }) => {
    const el = await boardOf(canvasElement);
    const { state } = loaded as Loaded;
    const negatives = state.scores
      .flat()
      .flatMap((r) => [r.edicts[0].stars, r.edicts[1].stars, r.monsters])
      .filter((n) => n < 0).length;
    await expect(negatives).toBeGreaterThan(0);
    await expect(allInShadow(el, 'button.score.negative').length).toBe(negatives);
  },
};

/** No season scored yet: nothing drawn. */
export const NoScores: Story = {
  play: async ({ canvasElement }) => {
    const el = await boardOf(canvasElement);
    await expect(el.shadowRoot!.querySelector('table')).toBeNull();
  },
};

export const NightTheme: Story = { loaders: TwoPlayersGameOver.loaders, globals: { theme: 'night' } };
export const Phone: Story = { loaders: TwoPlayersGameOver.loaders, parameters: phoneParameters, globals: phoneGlobals };
