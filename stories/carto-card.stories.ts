import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoCardElement } from '../components/carto-card.ts';
import { findCard, officialPacks } from '../src/content/official.ts';
import type { Card, ExploreCard } from '../src/content/types.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { checkCard } from './support/card-checks.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

/**
 * `<carto-card>` itself: one story per kind and the edge cases. Every official card has its own
 * story under Cards/ (generated from content/).
 */
interface Args {
  id: string;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const allCards: Card[] = officialPacks.flatMap((p) => [...p.explore, ...p.ambush, ...p.heroes, ...p.seasons, ...p.edicts, ...p.scoring, ...p.maps]);
const firstExplore = (test: (c: ExploreCard) => boolean) => allCards.find((c): c is ExploreCard => c.kind === 'explore' && test(c))!.id;

const meta: Meta<Args> = {
  title: 'Elements/carto-card',
  component: 'carto-card',
  tags: ['autodocs'],
  argTypes: {
    id: { control: 'select', options: allCards.map((c) => c.id), description: 'Story control: the card (the element takes it in its `card` property)' },
    ...cssPropArgTypes({ '--carto-card-width': 'text', '--carto-paper': 'color', '--carto-coin': 'color', '--carto-ink': 'color', ...TERRAIN_COLOURS }),
  },
  render: (args) => html`<carto-card .card=${findCard(args.id)} style=${cssVars(args) || nothing}></carto-card>`,
  play: async ({ canvasElement, args }) => {
    await checkCard(canvasElement.querySelector('carto-card') as CartoCardElement, findCard(args.id));
  },
};
export default meta;
type Story = StoryObj<Args>;

export const ExploreWithCoin: Story = { args: { id: firstExplore((c) => c.options.some((o) => o.coin)) } };
export const ExploreTwoTerrains: Story = { args: { id: firstExplore((c) => c.terrains.length > 1) } };
export const ExploreRuins: Story = { args: { id: firstExplore((c) => c.ruins === true) } };
export const Ambush: Story = { args: { id: 'goblin-attack' } };
/** A Heroes ambush with an effect, described in words. */
export const AmbushWithEffect: Story = {
  args: { id: 'dragon-inferno' },
  play: async ({ canvasElement, args }) => {
    const el = canvasElement.querySelector('carto-card') as CartoCardElement;
    await checkCard(el, findCard(args.id));
    await expect(inShadow(el, '.facts').textContent).toContain('Effect');
  },
};
export const Hero: Story = { args: { id: 'dobrik-of-lorkheim' } };
export const Season: Story = { args: { id: 'spring' } };
export const Edict: Story = { args: { id: 'edict-a' } };
export const Scoring: Story = { args: { id: 'sentinel-wood' } };
/** The longest scoring text of every pack, to check that it wraps inside the card. */
export const LongestScoringText: Story = {
  args: {
    id: allCards.filter((c) => c.kind === 'scoring').sort((a, b) => (b.kind === 'scoring' && a.kind === 'scoring' ? b.text.length - a.text.length : 0))[0]!.id,
  },
  play: async ({ canvasElement, args }) => {
    const el = canvasElement.querySelector('carto-card') as CartoCardElement;
    await checkCard(el, findCard(args.id));
    const card = inShadow(el, 'article');
    // The text stays inside the card's frame: nothing scrolls sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
export const MapSide: Story = { args: { id: 'side-a' } };
export const HeroesMapSide: Story = { args: { id: 'side-d' } };

/** No card given: a placeholder, not a crash. */
export const NoCard: Story = {
  args: { id: '' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-card') as CartoCardElement;
    await el.updateComplete;
    await expect(inShadow(el, '.error').textContent).toBe('No card.');
  },
};

export const Wide: Story = { args: { id: 'great-river', '--carto-card-width': '18rem' } };
export const NightTheme: Story = { args: { id: 'dragon-inferno' }, globals: { theme: 'night' } };
export const ColourblindTheme: Story = { args: { id: firstExplore((c) => c.terrains.length > 1) }, globals: { theme: 'colour-blind' } };

/** A hand of one card of each kind, wrapping at a phone's width. */
export const PhoneHand: Story = {
  args: { id: '' },
  parameters: phoneParameters,
  globals: phoneGlobals,
  render: () => html`<div style="display: flex; flex-wrap: wrap; gap: 0.5rem; --carto-card-width: 10.5rem">
    ${['great-river', 'goblin-attack', 'wren-the-lioness', 'summer', 'edict-b', 'canal-lake'].map((id) => html`<carto-card .card=${findCard(id)}></carto-card>`)}
  </div>`,
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<CartoCardElement>('carto-card')];
    for (const c of cards) await checkCard(c, c.card);
    // Two cards a row at 390 px: the third card starts a new row.
    await expect(cards[2]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().top);
    await expect(allInShadow(cards[0]!, 'carto-shape').length).toBeGreaterThan(0);
  },
};
