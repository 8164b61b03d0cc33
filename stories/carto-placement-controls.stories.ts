import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoPlacementControlsElement } from '../components/carto-placement-controls.ts';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import type { ShapePicture } from '../src/content/types.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  options: ReadonlyArray<{ shape: ShapePicture; coin?: boolean }>;
  option: number;
  terrains: readonly DrawableTerrain[];
  terrain: DrawableTerrain | null;
  turnable: boolean;
  canUndo: boolean;
  canConfirm: boolean;
  reason: string;
  refused: boolean;
  onIntent: (e: Event) => void;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const twoOptions = [{ shape: ['XXX'] }, { shape: ['XX', '.X'], coin: true }];

const meta: Meta<Args> = {
  title: 'Elements/carto-placement-controls',
  component: 'carto-placement-controls',
  tags: ['autodocs'],
  args: {
    options: twoOptions,
    option: 0,
    terrains: ['forest', 'water'],
    terrain: 'forest',
    turnable: true,
    canUndo: false,
    canConfirm: false,
    reason: 'Point at the map and click to place.',
    refused: false,
    onIntent: fn(),
  },
  argTypes: {
    option: { control: { type: 'number', min: 0, max: 1 } },
    terrain: { control: 'select', options: ['forest', 'village', 'farm', 'water', 'monster'] },
    turnable: { control: 'boolean' },
    canUndo: { control: 'boolean', name: 'can-undo' },
    canConfirm: { control: 'boolean', name: 'can-confirm' },
    reason: { control: 'text' },
    refused: { control: 'boolean' },
    ...cssPropArgTypes({ '--carto-ink': 'color', '--carto-grid-line': 'color', '--carto-focus': 'color', '--carto-paper': 'color', ...TERRAIN_COLOURS }),
  },
  render: (a) => html`<carto-placement-controls
    style=${cssVars(a) || nothing}
    .options=${a.options}
    option=${a.option}
    .terrains=${a.terrains}
    .terrain=${a.terrain}
    .turnable=${a.turnable}
    ?can-undo=${a.canUndo}
    ?can-confirm=${a.canConfirm}
    reason=${a.reason}
    ?refused=${a.refused}
    @carto-placement-intent=${a.onIntent}
  ></carto-placement-controls>`,
};
export default meta;
type Story = StoryObj<Args>;

const controlsOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-placement-controls') as CartoPlacementControlsElement;
  await el.updateComplete;
  return el;
};
const button = (el: Element, name: RegExp) => {
  const b = allInShadow<HTMLButtonElement>(el, 'button').find((x) => name.test(x.textContent?.trim() ?? ''));
  if (!b) throw new Error(`no button ${name}`);
  return b;
};

/** Nothing placed yet: undo and confirm are disabled; every button asks for its intent. */
export const ChoosingAShape: Story = {
  play: async ({ canvasElement, args }) => {
    const el = await controlsOf(canvasElement);
    await expect(button(el, /^Undo/).disabled).toBe(true);
    await expect(button(el, /^Confirm/).disabled).toBe(true);
    await userEvent.click(button(el, /^water/));
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'terrain', terrain: 'water' } }));
    await userEvent.click(allInShadow<HTMLButtonElement>(el, '[part="options"] button')[1]!);
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'option', option: 1 } }));
    await userEvent.click(button(el, /^Rotate/));
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'rotate' } }));
    await userEvent.click(button(el, /^Flip/));
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'flip' } }));
    // Disabled buttons fire nothing.
    await userEvent.click(button(el, /^Confirm/));
    await expect(args.onIntent).toHaveBeenCalledTimes(4);
  },
};

/** Placed and legal: confirm and undo are offered. */
export const Placed: Story = {
  args: { canUndo: true, canConfirm: true, reason: 'Placed: confirm, or click elsewhere, turn or undo.' },
  play: async ({ canvasElement, args }) => {
    const el = await controlsOf(canvasElement);
    await userEvent.click(button(el, /^Undo/));
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'undo' } }));
    await userEvent.click(button(el, /^Confirm/));
    await expect(args.onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ intent: { kind: 'confirm' } }));
  },
};

/** A refused position: the reason is shown as an error, and confirm is disabled. */
export const Refused: Story = {
  args: { canUndo: true, reason: 'the shape covers a mountain', refused: true },
  play: async ({ canvasElement }) => {
    const el = await controlsOf(canvasElement);
    const reason = inShadow(el, '[part="reason"]');
    await expect(reason.textContent).toBe('The shape covers a mountain');
    await expect(reason.classList.contains('refused')).toBe(true);
    await expect(button(el, /^Confirm/).disabled).toBe(true);
  },
};

/** A single space (no shape fits): no shape options, no turning, any terrain. */
export const SingleSpace: Story = {
  args: {
    options: [],
    terrains: ['forest', 'village', 'farm', 'water'],
    terrain: null,
    turnable: false,
    reason: 'No shape fits, so draw a single square anywhere.',
  },
  play: async ({ canvasElement }) => {
    const el = await controlsOf(canvasElement);
    await expect(el.shadowRoot!.querySelector('[part="options"]')).toBeNull();
    await expect(allInShadow(el, '[part="actions"] button').map((b) => b.textContent?.trim())).toEqual(['Undo', 'Confirm']);
    await expect(allInShadow(el, '[part="terrains"] button').length).toBe(4);
  },
};

/** An ambush monster: one shape, no terrain choice. */
export const Monster: Story = { args: { options: [], terrains: [], terrain: 'monster', reason: "Draw the monster on your neighbour's map." } };
export const NightTheme: Story = { args: { canUndo: true, canConfirm: true }, globals: { theme: 'night' } };
export const Phone: Story = { args: { terrains: ['forest', 'village', 'farm', 'water'], canUndo: true }, parameters: phoneParameters, globals: phoneGlobals };
