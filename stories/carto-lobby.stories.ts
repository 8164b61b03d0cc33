import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import { CartoLobbyElement } from '../components/carto-lobby.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { fakeLobbyServer } from './support/fake-lobby-server.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();
if (!customElements.get('carto-lobby')) customElements.define('carto-lobby', CartoLobbyElement);

interface Args {
  down: boolean;
  [cssProp: `--carto-${string}`]: string | undefined;
}

/** Seats live in memory here, not in the page's localStorage. */
const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

const meta: Meta<Args> = {
  title: 'Elements/carto-lobby',
  component: 'carto-lobby',
  tags: ['autodocs'],
  args: { down: false },
  argTypes: cssPropArgTypes({ '--carto-ink': 'color', '--carto-paper': 'color', '--carto-focus': 'color', '--carto-font': 'text' }),
  render: (a) => {
    const fake = fakeLobbyServer();
    fake.setDown(a.down);
    return html`<carto-lobby server="http://game.example" link-base="https://portal.example/play" .fetch=${fake.fetch} .storage=${memory()} style=${cssVars(a)}></carto-lobby>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

const lobbyOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-lobby') as CartoLobbyElement;
  await el.updateComplete;
  return el;
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  await expect(check()).toBe(true);
};

/** The lobby: this browser's tables (none yet) and a listed open table. */
export const Lobby: Story = {
  play: async ({ canvasElement }) => {
    const el = await lobbyOf(canvasElement);
    await until(() => (el.shadowRoot!.textContent ?? '').includes("Cy's table"));
  },
};

/** A host creates a table: the setup form, then the table with its invite and spectator links. */
export const CreateTable: Story = {
  play: async ({ canvasElement }) => {
    const el = await lobbyOf(canvasElement);
    await until(() => (el.shadowRoot!.textContent ?? '').includes('Create a table'));
    await userEvent.click([...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Create a table')!);
    const setup = el.shadowRoot!.querySelector('carto-setup')!;
    await (setup as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await userEvent.click(setup.shadowRoot!.querySelector('button[type="submit"]')!);
    await until(() => el.shadowRoot!.querySelectorAll('.link input').length === 2);
    await expect((el.shadowRoot!.querySelector('.link input') as HTMLInputElement).value).toBe('https://portal.example/play#join=T1.INVITE');
  },
};

/** The server cannot be reached: the reason, and a Retry. */
export const Unreachable: Story = {
  args: { down: true },
  play: async ({ canvasElement }) => {
    const el = await lobbyOf(canvasElement);
    await until(() => el.shadowRoot!.querySelector('[role="alert"]') !== null);
    await expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain('cannot be reached');
  },
};

export const NightTheme: Story = { globals: { theme: 'night' } };
export const Phone: Story = { parameters: phoneParameters, globals: phoneGlobals };
