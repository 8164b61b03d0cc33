import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../components/elements/carto-leaderboard.ts';
import type { CartoLeaderboardElement } from '../components/carto-leaderboard.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';

const meta: Meta = {
  title: 'Elements/carto-leaderboard',
  component: 'carto-leaderboard',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: cssPropArgTypes({ '--carto-paper': 'color', '--carto-ink': 'color' }),
};
export default meta;
type Story = StoryObj;

/**
 * With a server that cannot be reached (nothing listens on port 9): the element says so. With the
 * reference server (`npm run serve`), set `server` to its address to see the day's board; the
 * end-to-end test test/e2e/share.spec.ts sends a result to a real one.
 */
export const ServerUnreachable: Story = {
  render: (args) => html`<carto-leaderboard style=${cssVars(args) || nothing} server="http://127.0.0.1:9" date="2026-11-20" mode="base"></carto-leaderboard>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-leaderboard') as CartoLeaderboardElement;
    await waitFor(() => expect(el.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain('cannot be reached'), { timeout: 5000 });
  },
};
