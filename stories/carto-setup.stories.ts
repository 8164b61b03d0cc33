import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoSetupElement } from '../components/carto-setup.ts';
import type { TableSetup } from '../machines/table/setup.ts';
import { combinePacks, type TableContent } from '../src/content/combine.ts';
import { basePack } from '../src/content/official.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { allInShadow, inShadow, settle } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  initial?: Partial<TableSetup>;
  table?: TableContent;
  onSetup: (e: Event) => void;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/carto-setup',
  component: 'carto-setup',
  tags: ['autodocs'],
  args: { onSetup: fn() },
  argTypes: cssPropArgTypes({ '--carto-ink': 'color', '--carto-paper': 'color', '--carto-focus': 'color', '--carto-font': 'text' }),
  render: (a) => html`<carto-setup .initial=${a.initial} .table=${a.table} style=${cssVars(a)} @carto-setup=${a.onSetup}></carto-setup>`,
};
export default meta;
type Story = StoryObj<Args>;

const setupOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-setup') as CartoSetupElement;
  await el.updateComplete;
  return el;
};

/** A new table: solo base game on side A, scoring at random; two players, names and a code, then Start. */
export const NewTable: Story = {
  play: async ({ canvasElement, args }) => {
    const el = await setupOf(canvasElement);
    await userEvent.selectOptions(inShadow<HTMLSelectElement>(el, 'select'), '2');
    await settle(el);
    const names = allInShadow<HTMLInputElement>(el, '.names input');
    await expect(names.length).toBe(2);
    await userEvent.type(names[0]!, 'Ada');
    const code = allInShadow<HTMLInputElement>(el, 'input[type="text"]').at(-1)!;
    // Typing over the whole generated code replaces it.
    await userEvent.type(code, 'spring1', { initialSelectionStart: 0, initialSelectionEnd: code.value.length });
    await userEvent.click(inShadow(el, 'button[type="submit"]'));
    await expect(args.onSetup).toHaveBeenCalledTimes(1);
    const setup = (vi(args.onSetup).mock.calls[0]![0] as { setup: TableSetup }).setup;
    // Blank names become "Player N"; the code is upper-cased; two players get the ambush choice.
    await expect(setup).toEqual({ players: 2, names: ['Ada', 'Player 2'], mode: 'base', map: 'side-a', code: 'SPRING1', ambushPlacement: 'neighbour' });
  },
};

/** Scoring cards chosen by hand: one select per edict, from the game's scoring cards. */
export const ChosenScoring: Story = {
  args: { initial: { mode: 'heroes', map: 'side-d', code: 'HEROES', edicts: { A: 'deepwood' } } },
  play: async ({ canvasElement, args }) => {
    const el = await setupOf(canvasElement);
    await expect(allInShadow(el, '.edicts select').length).toBe(4);
    await expect(inShadow<HTMLSelectElement>(el, '#edict-A').value).toBe('deepwood');
    await userEvent.click(inShadow(el, 'button[type="submit"]'));
    const setup = (vi(args.onSetup).mock.calls[0]![0] as { setup: TableSetup }).setup;
    await expect(setup).toMatchObject({ mode: 'heroes', map: 'side-d', code: 'HEROES', edicts: { A: 'deepwood' } });
  },
};

/** A custom table (a designer's pack): no game or map choice. */
export const CustomTable: Story = {
  args: { table: combinePacks([basePack], { map: 'side-b' }), initial: { code: 'DESIGN' } },
  play: async ({ canvasElement }) => {
    const el = await setupOf(canvasElement);
    await expect(inShadow(el, '.hint').textContent).toContain('Playing the table');
    await expect(el.shadowRoot!.querySelector('input[name="map"]')).toBeNull();
  },
};

export const NightTheme: Story = { args: { initial: { code: 'NIGHT1' } }, globals: { theme: 'night' } };
export const Phone: Story = { args: { initial: { players: 3, code: 'PHONE1' } }, parameters: phoneParameters, globals: phoneGlobals };

/** The mock behind an `fn()` arg. */
function vi(f: (e: Event) => void) {
  return f as unknown as { mock: { calls: unknown[][] } };
}
