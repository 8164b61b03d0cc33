import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import '../components/elements/carto-help.ts';
import type { CartoHelpElement, HelpView } from '../components/carto-help.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { allInShadow, inShadow, settle } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  view: HelpView;
  topic: string;
  closable: boolean;
  onClose: (e: Event) => void;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/carto-help',
  component: 'carto-help',
  tags: ['autodocs'],
  args: { view: 'play', topic: '', closable: false, onClose: fn() },
  argTypes: {
    view: { control: 'inline-radio', options: ['play', 'keys'] },
    ...cssPropArgTypes({ '--carto-ink': 'color', '--carto-paper': 'color', '--carto-focus': 'color', '--carto-font': 'text' }),
  },
  render: (a) => html`<carto-help view=${a.view} topic=${a.topic} ?closable=${a.closable} style=${cssVars(a)} @carto-help-close=${a.onClose}></carto-help>`,
};
export default meta;
type Story = StoryObj<Args>;

const helpOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-help') as CartoHelpElement;
  await settle(el);
  return el;
};

/** How to play: ten topics; choosing one in the list opens it and shows its rulings. */
export const HowToPlay: Story = {
  play: async ({ canvasElement }) => {
    const el = await helpOf(canvasElement);
    await expect(allInShadow(el, 'details').length).toBe(10);
    const ruins = allInShadow<HTMLButtonElement>(el, 'nav button').find((b) => b.textContent === 'Ruins')!;
    await userEvent.click(ruins);
    await settle(el);
    await expect(inShadow<HTMLDetailsElement>(el, 'details[data-topic="ruins"]').open).toBe(true);
    await expect(inShadow(el, 'details[data-topic="ruins"] [part="rulings"] a').textContent).toBe('1x1 fallback');
  },
};

/** What `?` opens during a game. */
export const KeyboardShortcuts: Story = {
  args: { view: 'keys' },
  play: async ({ canvasElement }) => {
    const el = await helpOf(canvasElement);
    await expect(allInShadow(el, 'tbody tr').length).toBeGreaterThanOrEqual(8);
  },
};

/** Inside a dialog: a Close button, and Escape closes too. */
export const Closable: Story = {
  args: { closable: true, topic: 'heroes' },
  play: async ({ canvasElement, args }) => {
    const el = await helpOf(canvasElement);
    await userEvent.click(inShadow(el, '[part="close"]'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NightTheme: Story = { args: { topic: 'scoring' }, globals: { theme: 'night' } };
export const Phone: Story = { args: { topic: 'turn' }, parameters: phoneParameters, globals: phoneGlobals };
