import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import { declarationOf, gameElementTags, type Declaration } from './support/manifest.ts';
import mapMeta from './carto-map.stories.ts';
import shapeMeta from './carto-shape.stories.ts';
import cardMeta from './carto-card.stories.ts';
import deckMeta from './carto-deck.stories.ts';
import scoreboardMeta from './carto-scoreboard.stories.ts';
import controlsMeta from './carto-placement-controls.stories.ts';
import setupMeta from './carto-setup.stories.ts';
import gameMeta from './carto-game.stories.ts';
import helpMeta from './carto-help.stories.ts';
import coinTrackMeta from './carto-coin-track.stories.ts';
import cardTipMeta from './carto-card-tip.stories.ts';
import lobbyMeta from './carto-lobby.stories.ts';
import replayMeta from './carto-replay.stories.ts';
import resultMeta from './carto-result.stories.ts';
import leaderboardMeta from './carto-leaderboard.stories.ts';

/**
 * Each element's public API as custom-elements.json documents it: attributes, properties, events,
 * slots, CSS parts and CSS custom properties. The same data feeds the Controls panel (and the docs
 * pages once @storybook/addon-docs is installed); this page shows it without the docs addon, and its
 * play function checks that every documented element has stories with a control for each of its
 * `--carto-*` properties.
 */
const metas: Record<string, { component?: string; tags?: string[]; argTypes?: Record<string, { control?: unknown }> }> = Object.fromEntries(
  [
    mapMeta,
    shapeMeta,
    cardMeta,
    deckMeta,
    scoreboardMeta,
    controlsMeta,
    setupMeta,
    gameMeta,
    helpMeta,
    coinTrackMeta,
    cardTipMeta,
    lobbyMeta,
    replayMeta,
    resultMeta,
    leaderboardMeta,
  ].map((m) => [m.component, m as never]),
);

interface Args {
  tag: string;
}

type Row = { name?: string; type?: { text?: string }; default?: string; description?: string; kind?: string };
const section = (title: string, rows: readonly Row[] | undefined, withType = true) =>
  rows?.length
    ? html`<h3>${title}</h3>
        <table data-section=${title}>
          <thead>
            <tr><th>Name</th>${withType ? html`<th>Type</th><th>Default</th>` : nothing}<th>Description</th></tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) => html`<tr>
                <td><code>${r.name}</code></td>
                ${withType ? html`<td><code>${r.type?.text ?? ''}</code></td><td><code>${r.default ?? ''}</code></td>` : nothing}
                <td>${r.description ?? ''}</td>
              </tr>`,
            )}
          </tbody>
        </table>`
    : nothing;

function reference(d: Declaration) {
  return html`<article class="api" style="font: 14px/1.4 system-ui, sans-serif; max-width: 60rem">
    <style>
      .api table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
      .api th, .api td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; overflow-wrap: anywhere; }
      .api h3 { margin: 1rem 0 0.25rem; }
    </style>
    <h2><code>&lt;${d.tagName}&gt;</code></h2>
    <p><strong>${d.summary ?? ''}</strong></p>
    <p style="white-space: pre-line">${d.description ?? ''}</p>
    ${section('Attributes', d.attributes)}
    ${section(
      'Properties',
      (d.members ?? []).filter((m) => m.kind === 'field'),
    )}
    ${section('Events', d.events, false)}
    ${section(
      'Slots',
      d.slots?.map((s) => ({ ...s, name: s.name || '(default)' })),
      false,
    )}
    ${section('CSS parts', d.cssParts, false)}
    ${section('CSS custom properties', d.cssProperties, false)}
  </article>`;
}

const meta: Meta<Args> = {
  title: 'Docs/API reference',
  parameters: { layout: 'padded' },
  render: ({ tag }) => reference(declarationOf(tag)),
  play: async ({ canvasElement, args }) => {
    const d = declarationOf(args.tag);
    const rows = (section: string) => canvasElement.querySelectorAll(`table[data-section="${section}"] tbody tr`).length;
    await expect(rows('Events')).toBe(d.events?.length ?? 0);
    await expect(rows('CSS custom properties')).toBe(d.cssProperties?.length ?? 0);
    await expect(rows('CSS parts')).toBe(d.cssParts?.length ?? 0);
    // The element has its own stories, with autodocs, and a control for every documented --carto-* property.
    const own = metas[args.tag];
    await expect(own, `stories/${args.tag}.stories.ts`).toBeDefined();
    await expect(own!.tags).toContain('autodocs');
    const missing = (d.cssProperties ?? []).map((p) => p.name!).filter((name) => !own!.argTypes?.[name]?.control);
    await expect(missing).toEqual([]);
    // Only the public API: no private fields, and only events named carto-*.
    await expect((d.events ?? []).every((e) => e.name?.startsWith('carto-'))).toBe(true);
  },
};
export default meta;
type Story = StoryObj<Args>;

export const CartoMap: Story = { args: { tag: 'carto-map' } };
export const CartoShape: Story = { args: { tag: 'carto-shape' } };
export const CartoCard: Story = { args: { tag: 'carto-card' } };
export const CartoDeck: Story = { args: { tag: 'carto-deck' } };
export const CartoScoreboard: Story = { args: { tag: 'carto-scoreboard' } };
export const CartoPlacementControls: Story = { args: { tag: 'carto-placement-controls' } };
export const CartoSetup: Story = { args: { tag: 'carto-setup' } };
export const CartoGame: Story = { args: { tag: 'carto-game' } };
export const CartoHelp: Story = { args: { tag: 'carto-help' } };
export const CartoCoinTrack: Story = { args: { tag: 'carto-coin-track' } };
export const CartoCardTip: Story = { args: { tag: 'carto-card-tip' } };
export const CartoLobby: Story = { args: { tag: 'carto-lobby' } };
export const CartoReplay: Story = { args: { tag: 'carto-replay' } };
export const CartoResult: Story = { args: { tag: 'carto-result' } };
export const CartoLeaderboard: Story = { args: { tag: 'carto-leaderboard' } };

/** Every game element in the manifest (components/*.ts) has a reference story above; the editor's elements have their own stories. */
export const EveryElementListed: Story = {
  args: { tag: 'carto-map' },
  render: () => html`<ul>${gameElementTags.map((t) => html`<li><code>${t}</code></li>`)}</ul>`,
  play: async () => {
    const listed = [
      'carto-map',
      'carto-shape',
      'carto-card',
      'carto-deck',
      'carto-scoreboard',
      'carto-placement-controls',
      'carto-setup',
      'carto-game',
      'carto-help',
      'carto-coin-track',
      'carto-card-tip',
      'carto-lobby',
      'carto-replay',
      'carto-result',
      'carto-leaderboard',
    ];
    await expect([...gameElementTags].sort()).toEqual([...listed].sort());
  },
};
