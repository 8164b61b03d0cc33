import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';
import type { CartoShapeElement } from '../../components/carto-shape.ts';
import type { CartoPlacementControlsElement } from '../../components/carto-placement-controls.ts';
import { SYMBOL_NAMES } from '../../components/symbols/symbols.ts';
import { FILLS, FILL_CHARS } from '../../src/grid/fills.ts';

defineCartoElements();

const cells = (el: CartoMapElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
/** The drawing of a symbol: its SVG markup without Lit's comment markers, so two symbols compare by what they draw. */
const drawing = (svg: Element | null) => (svg ? svg.innerHTML.replace(/<!--[^>]*-->/g, '') : '');

describe('terrain symbols', () => {
  it('has a symbol for every fill but empty, and for ruins, the coin and the star', () => {
    expect([...SYMBOL_NAMES].sort()).to.deep.equal([...FILLS.filter((f) => f !== 'empty'), 'ruins', 'coin', 'star'].sort());
  });

  it('draws each fill of a map space with its own symbol, named by its part', async () => {
    const filled = FILLS.filter((f) => f !== 'empty');
    const el = await fixture<CartoMapElement>(html`<carto-map map=${filled.map((f) => FILL_CHARS[f]).join(' ') + ' . r'}></carto-map>`);
    const all = cells(el);
    const drawings = new Set<string>();
    filled.forEach((fill, i) => {
      const cell = all[i]!;
      expect(cell.getAttribute('aria-label')).to.equal(`row 1, column ${i + 1}, ${fill}`);
      const svg = cell.querySelector('svg');
      expect(svg, fill).to.not.equal(null);
      expect(svg!.getAttribute('part')).to.equal(`symbol ${fill}`);
      expect(svg!.getAttribute('aria-hidden')).to.equal('true');
      drawings.add(drawing(svg));
    });
    // Told apart by shape: no two fills share a drawing.
    expect(drawings.size).to.equal(filled.length);
    const [empty, ruins] = all.slice(filled.length);
    expect(empty!.querySelector('svg')).to.equal(null);
    expect(ruins!.querySelector('svg')!.getAttribute('part')).to.equal('symbol ruins');
    expect(drawings.has(drawing(ruins!.querySelector('svg')))).to.equal(false);
  });

  it('keeps the fill symbol on a drawn ruins space (the ruins stay as a ring)', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="f"></carto-map>`);
    const cell = cells(el)[0]!;
    expect(cell.querySelector('svg')!.getAttribute('part')).to.equal('symbol forest');
    expect(cell.getAttribute('part')).to.equal('cell forest ruins');
    expect(getComputedStyle(cell, '::before').borderStyle).to.equal('dashed');
  });

  it('shows the symbol of the terrain being drawn on a planned space', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". F"></carto-map>`);
    el.ghost = {
      cells: [
        [0, 0],
        [0, 1],
      ],
      terrain: 'water',
      legal: false,
    };
    await el.updateComplete;
    expect(cells(el)[0]!.querySelector('svg')!.getAttribute('part')).to.equal('symbol water');
    // A refused ghost over a filled space leaves that space's own symbol.
    expect(cells(el)[1]!.querySelector('svg')!.getAttribute('part')).to.equal('symbol forest');
  });

  it('draws symbols in shapes and on the terrain buttons', async () => {
    const shape = await fixture<CartoShapeElement>(html`<carto-shape picture="XX/X." terrain="village"></carto-shape>`);
    const parts = [...shape.shadowRoot!.querySelectorAll('svg')].map((s) => s.getAttribute('part'));
    expect(parts).to.deep.equal(['symbol village', 'symbol village', 'symbol village']);
    const pattern = await fixture<CartoShapeElement>(html`<carto-shape picture="X.X/.H./X.X" pattern></carto-shape>`);
    expect([...pattern.shadowRoot!.querySelectorAll('svg')].map((s) => s.getAttribute('part'))).to.deep.equal(['symbol hero']);

    const controls = await fixture<CartoPlacementControlsElement>(
      html`<carto-placement-controls .terrains=${['forest', 'water', 'monster']}></carto-placement-controls>`,
    );
    const buttons = [...controls.shadowRoot!.querySelectorAll('[part="terrains"] button')];
    expect(buttons.map((b) => b.querySelector('svg')!.getAttribute('part'))).to.deep.equal(['symbol forest', 'symbol water', 'symbol monster']);
    expect(buttons.map((b) => b.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['forest 1', 'water 2', 'monster 3']);
  });
});
