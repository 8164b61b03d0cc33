import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import { basePack } from '../src/content/official.ts';
import type { CartoMapElement, MapGhost } from '../components/carto-map.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { allInShadow, cellAt, inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

type Cells = ReadonlyArray<readonly [number, number]>;
interface Args {
  map: string;
  label: string;
  interactive: boolean;
  ghost?: MapGhost;
  highlight?: Cells;
  marks?: Cells;
  candidates?: Cells;
  selected?: readonly [number, number] | null;
  fit?: boolean;
  zoomable?: boolean;
  onPoint?: (e: Event) => void;
  onActivate?: (e: Event) => void;
  [cssProp: `--carto-${string}`]: string | undefined;
}

/** The printed side A (Wilderness), as the base pack ships it. */
const sideA = basePack.maps.find((m) => m.id === 'side-a')!.rows.join('\n');

const midGame = `
F F . . . . . . . W W
F F F M V r . . . W .
. r . V V V . . M w .
. . . . . . A A . . .
. . X X . . A . . . .
. . . X . M . . . . .
. . . . . . . . . . .
. . . . . W W W . . .
. r M . . . . . . r .
. . . . . r . M . . .
. . . . . . . . . . .`;

const meta: Meta<Args> = {
  title: 'Elements/carto-map',
  component: 'carto-map',
  tags: ['autodocs'],
  args: { map: sideA, label: 'Side A', interactive: false, '--carto-cell-size': '2rem' },
  argTypes: {
    map: { control: 'text' },
    label: { control: 'text' },
    interactive: { control: 'boolean' },
    ...cssPropArgTypes({
      '--carto-cell-size': 'text',
      ...TERRAIN_COLOURS,
      '--carto-destroyed': 'color',
      '--carto-ink': 'color',
      '--carto-grid-line': 'color',
      '--carto-focus': 'color',
      '--carto-highlight': 'color',
      '--carto-illegal': 'color',
      '--carto-attack': 'color',
      '--carto-symbol-body': 'color',
      '--carto-symbol-ink': 'color',
      '--carto-cell-size-zoom': 'text',
    }),
  },
  render: (args) => html`<carto-map
    .map=${args.map}
    label=${args.label}
    ?interactive=${args.interactive}
    .ghost=${args.ghost}
    .highlight=${args.highlight ?? []}
    .marks=${args.marks ?? []}
    .candidates=${args.candidates ?? []}
    .selected=${args.selected ?? null}
    ?fit=${args.fit ?? false}
    ?zoomable=${args.zoomable ?? false}
    style=${cssVars(args) || nothing}
    @carto-cell-point=${args.onPoint}
    @carto-cell-activate=${args.onActivate}
  ></carto-map>`,
};
export default meta;
type Story = StoryObj<Args>;

const mapOf = (canvas: HTMLElement) => canvas.querySelector('carto-map') as CartoMapElement;

export const SideA: Story = {
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    const cells = allInShadow(el, '[role="gridcell"]');
    await expect(cells.length).toBe(121);
    await expect(cells[14]!.getAttribute('aria-label')).toBe('row 2, column 4, mountain');
    cells[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('row 2, column 2, empty');
  },
};

/** No terrain drawn yet: a blank sheet of the same size. */
export const Empty: Story = {
  args: { label: 'A blank map', map: Array.from({ length: 11 }, () => '. . . . . . . . . . .').join('\n') },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.cell.empty').length).toBe(121);
  },
};

export const MidGame: Story = {
  args: { label: 'A map in the middle of a game', map: midGame },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    // Row 1: F F . . . . . . . W W
    await expect(cellAt(el, 0, 0).getAttribute('aria-label')).toBe('row 1, column 1, forest');
    await expect(cellAt(el, 0, 10).getAttribute('aria-label')).toBe('row 1, column 11, water');
    // 'r' on row 2 column 6 is an empty ruins space, 'w' on row 3 column 10 water drawn on ruins.
    await expect(cellAt(el, 1, 5).classList.contains('ruins')).toBe(true);
    await expect(cellAt(el, 2, 9).getAttribute('aria-label')).toBe('row 3, column 10, water, ruins');
  },
};

/** A shape being placed: the ghost in the terrain's colour. */
export const LegalGhost: Story = {
  args: {
    map: midGame,
    label: 'Placing a farm',
    ghost: {
      cells: [
        [6, 2],
        [6, 3],
        [7, 3],
        [7, 4],
      ],
      terrain: 'farm',
      legal: true,
    },
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.ghost.ghost-farm').length).toBe(4);
    await expect(allInShadow(el, '.ghost.illegal').length).toBe(0);
    await expect(cellAt(el, 6, 2).getAttribute('aria-label')).toBe('row 7, column 3, empty, planned farm');
  },
};

/** A refused position (over a mountain): the ghost in the refusal colour. */
export const RefusedGhost: Story = {
  args: {
    map: midGame,
    label: 'A refused placement',
    ghost: {
      cells: [
        [4, 5],
        [5, 5],
        [6, 5],
      ],
      terrain: 'village',
      legal: false,
    },
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.ghost.illegal').length).toBe(3);
    await expect(cellAt(el, 5, 5).getAttribute('aria-label')).toBe('row 6, column 6, mountain, refused village');
  },
};

/** The spaces behind a score (here: the forest spaces on the edge, Sentinel Wood style). */
export const Highlighted: Story = {
  args: {
    map: midGame,
    label: 'Spaces behind a score',
    highlight: [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.highlight').length).toBe(3);
  },
};

/** A hero's attack pattern marked around the hero space. */
export const HeroMarks: Story = {
  args: {
    label: 'A hero and its attack pattern',
    map: midGame.replace('. . X X . . A', '. . X X H . A'),
    marks: [
      [3, 3],
      [3, 4],
      [3, 5],
      [4, 3],
      [4, 5],
      [5, 3],
      [5, 4],
      [5, 5],
    ],
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(cellAt(el, 4, 4).getAttribute('aria-label')).toBe('row 5, column 5, hero');
    await expect(allInShadow(el, '.mark').length).toBe(8);
  },
};

/** The hero's attack preview over monsters it would destroy: a framed cross over the fill and its symbol, which both stay visible. */
export const HeroAttackOnMonsters: Story = {
  args: {
    label: 'A hero about to destroy two monsters',
    map: midGame.replace('. . X X . . A', '. . X X H . A'),
    marks: [
      [3, 3],
      [3, 4],
      [3, 5],
      [4, 3],
      [4, 5],
      [5, 3],
      [5, 4],
      [5, 5],
      [4, 2],
    ],
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.hit').length).toBe(3);
    await expect(cellAt(el, 4, 3).getAttribute('aria-label')).toBe('row 5, column 4, monster, attacked by a hero: this monster will be destroyed');
    await expect(cellAt(el, 4, 3).querySelector('svg')?.getAttribute('part')).toBe('symbol monster');
  },
};

/** A troll's or gorgon's choice: the spaces it may destroy, ringed and named. */
export const DestroyCandidates: Story = {
  args: {
    label: 'Choose a space to destroy',
    interactive: true,
    map: midGame,
    candidates: [
      [3, 1],
      [5, 2],
      [5, 4],
      [6, 3],
    ],
  },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '.candidate').length).toBe(4);
    await expect(cellAt(el, 6, 3).getAttribute('aria-label')).toBe('row 7, column 4, empty, may be destroyed');
  },
};

/** An activation nobody cancelled selects the space (a frame inside it); the focus ring is drawn outside. */
export const SelectedAndFocused: Story = {
  args: { label: 'Selected and focused', interactive: true, map: midGame, selected: [7, 6] },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await userEvent.click(cellAt(el, 7, 5));
    await expect(el.selected).toEqual([7, 5]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('row 8, column 7, water');
  },
};

/** A phone: the map fits the 390 px width; the zoom button gives 44 px spaces that scroll inside the map. */
export const PhoneFitAndZoom: Story = {
  args: { label: 'Side A on a phone', interactive: true, map: midGame, fit: true, zoomable: true, '--carto-cell-size': '3rem' },
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** `interactive`: pointer and keyboard input become `carto-cell-point` and `carto-cell-activate` events. */
export const Interactive: Story = {
  args: { interactive: true, label: 'Click or press Enter on a space', onPoint: fn(), onActivate: fn() },
  play: async ({ canvasElement, args }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await userEvent.click(cellAt(el, 3, 4));
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await expect(args.onActivate).toHaveBeenLastCalledWith(expect.objectContaining({ row: 3, col: 4, via: 'pointer' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onPoint).toHaveBeenLastCalledWith(expect.objectContaining({ row: 3, col: 5, via: 'keyboard' }));
    await expect(args.onActivate).toHaveBeenLastCalledWith(expect.objectContaining({ row: 3, col: 5, via: 'keyboard' }));
  },
};

/** The map given as the element's text content, as a blog post would. */
export const FromTextContent: Story = {
  render: () => html`<carto-map label="From text">
F F . W
. M . W
r . V V</carto-map
  >`,
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(allInShadow(el, '[role="gridcell"]').length).toBe(12);
    await expect(cellAt(el, 2, 0).classList.contains('ruins')).toBe(true);
  },
};

export const BadText: Story = {
  args: { map: 'F F\nF Q', label: 'Broken' },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(inShadow(el, '[role="alert"]').textContent).toContain("unknown character 'Q'");
  },
};

export const RaggedRows: Story = {
  args: { map: 'F F F\nF F', label: 'Rows of different lengths' },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(inShadow(el, '[role="alert"]').textContent).toMatch(/^Cannot show this map: /);
  },
};

export const NightTheme: Story = { args: { map: midGame, label: 'Night theme' }, globals: { theme: 'night' } };
export const ColourblindTheme: Story = { args: { map: midGame, label: 'Colour-blind safe theme' }, globals: { theme: 'colour-blind' } };
/** Custom colours through the `--carto-*` controls. */
export const CustomColours: Story = {
  args: { map: midGame, label: 'Custom colours', '--carto-forest': '#0b6e4f', '--carto-water': '#00a6ed', '--carto-grid-line': '#333333' },
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    await expect(getComputedStyle(cellAt(el, 0, 0)).backgroundColor).toBe('rgb(11, 110, 79)');
  },
};
/** At a phone's width the map fits with smaller spaces. */
export const Phone: Story = {
  args: { map: midGame, label: 'On a phone', '--carto-cell-size': 'calc((390px - 3rem) / 11 - 1px)' },
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const el = mapOf(canvasElement);
    await el.updateComplete;
    // The whole map fits in the phone's width.
    await expect(inShadow(el, '[role="grid"]').getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
