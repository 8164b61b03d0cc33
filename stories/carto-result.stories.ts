import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import '../components/elements/carto-result.ts';
import type { CartoResultElement } from '../components/carto-result.ts';
import type { ResultView } from '../machines/table.connect.ts';
import { dailyGame } from '../src/game/daily.ts';
import { playRandomly } from '../src/game/random-player.ts';
import { toSaved } from '../src/game/replay.ts';
import { inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';

const meta: Meta = {
  title: 'Elements/carto-result',
  component: 'carto-result',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: cssPropArgTypes({ '--carto-paper': 'color', '--carto-ink': 'color' }),
};
export default meta;
type Story = StoryObj;

/** The daily challenge of 2026-11-20 (Heroes), played to its end. */
function daily(): ResultView {
  const { content, state } = dailyGame('2026-11-20', 'heroes');
  const over = playRandomly(state, { seed: 4 });
  const solo = over.result!.solo!;
  return {
    game: toSaved(over),
    content,
    names: [''],
    grids: [over.sheets[0]!.grid],
    daily: { date: '2026-11-20', mode: 'heroes', score: solo.score, title: solo.title },
  };
}

/** A daily challenge's result: the share line (at most 280 characters), Copy, Replay, Share replay, the map to download. */
export const DailyChallenge: Story = {
  loaders: [async () => ({ result: daily() })],
  render: (args, { loaded }) =>
    html`<carto-result style=${cssVars(args) || nothing} .result=${loaded.result} link-base="https://example.org/cartographers/"></carto-result>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-result') as CartoResultElement;
    await el.updateComplete;
    await expect(el.text.length).toBeLessThanOrEqual(280);
    await expect(inShadow<HTMLTextAreaElement>(el, 'textarea').value).toBe(el.text);
    await expect(el.text).toContain('https://example.org/cartographers/?daily=2026-11-20&mode=heroes');
  },
};

export const Phone: Story = { ...DailyChallenge, play: undefined, parameters: phoneParameters, globals: phoneGlobals };
