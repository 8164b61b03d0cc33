import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';
import { parseNotation } from '../../src/grid/notation.ts';

defineCartoElements();

const cells = (el: CartoMapElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];

describe('<carto-map>', () => {
  it('renders NOTATION text content as a named grid', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map>
      F F .
      F r M
      . # *
    </carto-map>`);
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Map');
    expect(el.shadowRoot!.querySelectorAll('[role="row"]').length).to.equal(3);
    const names = cells(el).map((c) => c.getAttribute('aria-label'));
    expect(names[0]).to.equal('row 1, column 1, forest');
    expect(names[4]).to.equal('row 2, column 2, empty, ruins');
    expect(names[5]).to.equal('row 2, column 3, mountain');
    expect(names[7]).to.equal('row 3, column 2, wasteland');
    expect(names[8]).to.equal('row 3, column 3, destroyed');
  });

  it('reads the map attribute over the text content, and the grid property over both', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="V V" label="Example">F</carto-map>`);
    expect(cells(el).length).to.equal(2);
    expect(cells(el)[0]!.getAttribute('aria-label')).to.equal('row 1, column 1, village');
    el.grid = parseNotation('W\nW\nW');
    await el.updateComplete;
    expect(cells(el).length).to.equal(3);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Example');
  });

  it('follows changes to its text content', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map>. .</carto-map>`);
    el.textContent = 'A A A';
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(cells(el).length).to.equal(3);
  });

  it('exposes parts for each cell, with its fill and ruins', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="f W"></carto-map>`);
    expect(cells(el)[0]!.getAttribute('part')).to.equal('cell forest ruins');
    expect(cells(el)[1]!.getAttribute('part')).to.equal('cell water');
  });

  it('is themed by --carto-* custom properties', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map style="--carto-forest: rgb(1, 2, 3); --carto-cell-size: 40px" map="F"></carto-map>`);
    const cell = cells(el)[0]!;
    expect(getComputedStyle(cell).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(cell.getBoundingClientRect().width).to.equal(40);
  });

  it('moves focus with the arrow keys, one tab stop for the whole grid', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". . .&#10;. . .&#10;. . ."></carto-map>`);
    expect(cells(el).filter((c) => c.tabIndex === 0).length).to.equal(1);
    cells(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('row 2, column 2, empty');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('row 2, column 3, empty');
    await sendKeys({ press: 'PageUp' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('row 1, column 3, empty');
  });

  it('shows where bad map text goes wrong, as text and not as markup', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="F F&#10;F <b>"></carto-map>`);
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('line 2: character 3: ');
    expect(alert.textContent).to.contain("unknown character '<'");
    expect(alert.querySelector('b')).to.equal(null);
  });

  it('shows a ghost placement, legal or refused, and says so in the cell names', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". . .&#10;. . ."></carto-map>`);
    el.ghost = {
      cells: [
        [0, 0],
        [0, 1],
      ],
      terrain: 'forest',
      legal: true,
    };
    await el.updateComplete;
    expect(cells(el)[0]!.getAttribute('part')).to.equal('cell empty ghost ghost-forest');
    expect(cells(el)[1]!.getAttribute('aria-label')).to.equal('row 1, column 2, empty, planned forest');
    el.ghost = { cells: [[1, 2]], terrain: 'water', legal: false };
    await el.updateComplete;
    expect(cells(el)[5]!.classList.contains('illegal')).to.equal(true);
    expect(cells(el)[5]!.getAttribute('aria-label')).to.contain('refused water');
    expect(cells(el)[0]!.classList.contains('ghost')).to.equal(false);
  });

  it('draws the same spaces as a fresh map however a ghost has come and gone, its symbols kept and put back', async () => {
    const text = '. F .&#10;. . r&#10;M . .';
    const el = await fixture<CartoMapElement>(html`<carto-map map=${text.replaceAll('&#10;', '\n')}></carto-map>`);
    // Everything a space shows, markers aside: its attributes, and its symbol's.
    const shown = (m: CartoMapElement) =>
      cells(m).map((c) =>
        [
          c.getAttribute('class'),
          c.getAttribute('aria-label'),
          c.getAttribute('tabindex'),
          ...[...c.querySelectorAll('svg')].map((s) => s.outerHTML.replace(/<!--[^>]*-->/g, '')),
        ].join(' | '),
      );
    const moves: Array<{ cells: [number, number][]; terrain: 'forest' | 'water' | 'monster'; legal: boolean } | undefined> = [
      {
        cells: [
          [0, 0],
          [1, 0],
        ],
        terrain: 'water',
        legal: true,
      },
      {
        cells: [
          [1, 1],
          [1, 2],
        ],
        terrain: 'water',
        legal: true,
      },
      {
        cells: [
          [0, 0],
          [1, 0],
        ],
        terrain: 'water',
        legal: true,
      },
      {
        cells: [
          [0, 0],
          [0, 1],
        ],
        terrain: 'forest',
        legal: false,
      },
      undefined,
      {
        cells: [
          [1, 2],
          [2, 2],
        ],
        terrain: 'monster',
        legal: true,
      },
      {
        cells: [
          [0, 0],
          [1, 0],
        ],
        terrain: 'water',
        legal: true,
      },
    ];
    for (const ghost of moves) {
      el.ghost = ghost;
      await el.updateComplete;
      const fresh = await fixture<CartoMapElement>(html`<carto-map map=${text.replaceAll('&#10;', '\n')} .ghost=${ghost}></carto-map>`);
      expect(shown(el)).to.deep.equal(shown(fresh));
    }
    // Unreadable text, then the map again: every space drawn afresh, none left out as unchanged.
    el.map = '. F .\n. < r\nM . .';
    await el.updateComplete;
    expect(cells(el)).to.have.length(0);
    el.map = text.replaceAll('&#10;', '\n');
    await el.updateComplete;
    const again = await fixture<CartoMapElement>(html`<carto-map map=${text.replaceAll('&#10;', '\n')} .ghost=${moves.at(-1)}></carto-map>`);
    expect(shown(el)).to.deep.equal(shown(again));
    // The planned water is drawn with water's symbol over the empty spaces, and nothing is left where it was.
    expect(cells(el)[0]!.querySelector('svg')!.getAttribute('part')).to.equal('symbol water');
    expect(cells(el)[4]!.querySelector('svg')).to.equal(null);
    expect(cells(el)[5]!.querySelector('svg')!.getAttribute('part')).to.equal('symbol ruins');
  });

  it('clips a ghost that hangs off the map at its edge instead of wrapping it onto the next row', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". . .&#10;. . ."></carto-map>`);
    // Row 0, columns 2 to 4: the last two hang off the right edge (index 3 and 4 would be row 1's first spaces).
    el.ghost = {
      cells: [
        [0, 2],
        [0, 3],
        [0, 4],
        [-1, 0],
        [2, 1],
      ],
      terrain: 'forest',
      legal: false,
    };
    await el.updateComplete;
    const ghosted = cells(el).flatMap((c, i) => (c.classList.contains('ghost') ? [i] : []));
    expect(ghosted).to.deep.equal([2]);
  });

  it('highlights spaces and marks hero attack patterns', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="F F ."></carto-map>`);
    el.highlight = [[0, 1]];
    el.marks = [[0, 2]];
    await el.updateComplete;
    expect(cells(el)[1]!.getAttribute('aria-label')).to.equal('row 1, column 2, forest, highlighted');
    expect(cells(el)[2]!.getAttribute('aria-label')).to.equal('row 1, column 3, empty, attacked by a hero');
  });

  it('fires point and activate events only when interactive', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". .&#10;. ."></carto-map>`);
    const seen: string[] = [];
    el.addEventListener('carto-cell-point', (e) => seen.push(`point ${e.row},${e.col} ${e.via}`));
    el.addEventListener('carto-cell-activate', (e) => seen.push(`activate ${e.row},${e.col} ${e.via}`));
    cells(el)[3]!.click();
    expect(seen).to.deep.equal([]);
    el.interactive = true;
    await el.updateComplete;
    cells(el)[3]!.click();
    cells(el)[3]!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal(['point 1,1 pointer', 'activate 1,1 pointer', 'point 0,1 keyboard', 'activate 0,1 keyboard']);
  });

  it('passes an axe audit', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map label="Side A">
      . . . M . r
      F F . . . .
      . # * X r .
    </carto-map>`);
    await expect(el).to.be.accessible();
  });
});

describe('<carto-map> layers, selection and size', () => {
  it('selects an activated space unless a listener cancels the activation', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map interactive map=". .&#10;. ."></carto-map>`);
    cells(el)[1]!.click();
    await el.updateComplete;
    expect(el.selected).to.deep.equal([0, 1]);
    expect(cells(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(cells(el)[1]!.getAttribute('part')).to.contain('selected');

    const refuse = (e: Event) => e.preventDefault();
    el.addEventListener('carto-cell-activate', refuse);
    cells(el)[2]!.click();
    cells(el)[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    // Cancelled by click and by keyboard: the selection stays where it was.
    expect(el.selected).to.deep.equal([0, 1]);
    expect(cells(el)[2]!.hasAttribute('aria-selected')).to.equal(false);

    el.removeEventListener('carto-cell-activate', refuse);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.selected).to.deep.equal([1, 0]);
  });

  it('draws a hero attack as a layer over the fill, and says which monsters it destroys', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map="X . F"></carto-map>`);
    el.marks = [
      [0, 0],
      [0, 1],
    ];
    await el.updateComplete;
    const [monster, empty, forest] = cells(el);
    expect(monster!.getAttribute('aria-label')).to.equal('row 1, column 1, monster, attacked by a hero: this monster will be destroyed');
    expect(empty!.getAttribute('aria-label')).to.equal('row 1, column 2, empty, attacked by a hero');
    expect(monster!.getAttribute('part')).to.equal('cell monster mark hit');
    // The monster keeps its fill and symbol; the attack is a layer drawn after (above) them.
    expect(monster!.querySelector('svg')!.getAttribute('part')).to.equal('symbol monster');
    const layer = monster!.lastElementChild as HTMLElement;
    expect(layer.classList.contains('layer')).to.equal(true);
    expect(getComputedStyle(layer).position).to.equal('absolute');
    expect(getComputedStyle(layer).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(empty!.lastElementChild!).borderTopStyle).to.equal('dashed');
    expect(forest!.querySelector('.layer')).to.equal(null);
  });

  it('marks and names the spaces a destroy effect may take', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map map=". F"></carto-map>`);
    el.candidates = [[0, 1]];
    await el.updateComplete;
    const cell = cells(el)[1]!;
    expect(cell.getAttribute('aria-label')).to.equal('row 1, column 2, forest, may be destroyed');
    expect(cell.getAttribute('part')).to.equal('cell forest candidate');
    // A diamond (a square turned a quarter), not a ring: a ring is what a ruins space shows.
    const layer = getComputedStyle(cell.querySelector('.layer')!);
    expect(layer.borderTopStyle).to.equal('solid');
    expect(layer.borderTopLeftRadius).not.to.equal('50%');
    expect(layer.transform).not.to.equal('none');
  });

  it('draws the focus ring outside the space, unlike the selected frame inside it', async () => {
    const el = await fixture<CartoMapElement>(html`<carto-map interactive map=". ."></carto-map>`);
    el.selected = [0, 0];
    await el.updateComplete;
    cells(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const focused = getComputedStyle(cells(el)[1]!);
    const selected = getComputedStyle(cells(el)[0]!);
    expect(focused.outlineStyle).to.equal('solid');
    expect(parseFloat(focused.outlineOffset)).to.be.greaterThan(0);
    expect(selected.outlineStyle).to.equal('none');
    expect(selected.boxShadow).to.contain('inset');
  });

  it('is never mirrored on a right-to-left page', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><carto-map map="F W"></carto-map></div>`);
    const el = wrap.querySelector('carto-map')!;
    await el.updateComplete;
    const [first, second] = cells(el);
    expect(first!.getBoundingClientRect().left).to.be.lessThan(second!.getBoundingClientRect().left);
  });

  const side = Array.from({ length: 11 }, () => '. . . . . . . . . . .').join('\n');

  it('fits an 11 x 11 map into a phone-wide column, and zooms to 44 px spaces that scroll inside the map', async () => {
    // A 390 px phone less the page's margins.
    const wrap = await fixture<HTMLElement>(html`<div style="width: 358px"><carto-map fit zoomable map=${side}></carto-map></div>`);
    const el = wrap.querySelector('carto-map')!;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    expect(el.getBoundingClientRect().width).to.be.at.most(358);
    expect(wrap.scrollWidth).to.be.at.most(358);
    const fitted = cells(el)[0]!.getBoundingClientRect().width;
    expect(fitted).to.be.within(28, 32);

    const zoom = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="zoom"]')!;
    expect(zoom.getAttribute('aria-pressed')).to.equal('false');
    zoom.click();
    await el.updateComplete;
    expect(el.zoom).to.equal(true);
    expect(zoom.getAttribute('aria-pressed')).to.equal('true');
    expect(cells(el)[0]!.getBoundingClientRect().width).to.be.at.least(44);
    // The page does not scroll sideways: the map's frame does.
    expect(wrap.scrollWidth).to.be.at.most(358);
    const frame = el.shadowRoot!.querySelector<HTMLElement>('[part="frame"]')!;
    expect(frame.scrollWidth).to.be.greaterThan(frame.clientWidth);
  });

  it('offers the zoom only when fitting shrank the spaces', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div style="width: 800px; display: grid; justify-items: start"><carto-map fit zoomable map=${side}></carto-map></div>`,
    );
    const el = wrap.querySelector('carto-map')!;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    // Room enough: natural size (2rem spaces), as wide as the map, no zoom button.
    expect(cells(el)[0]!.getBoundingClientRect().width).to.equal(32);
    expect(el.getBoundingClientRect().width).to.equal(11 * 33 + 13);
    expect(el.shadowRoot!.querySelector('[part="zoom"]')).to.equal(null);
    wrap.style.width = '300px';
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    expect(cells(el)[0]!.getBoundingClientRect().width).to.be.lessThan(32);
    expect(el.shadowRoot!.querySelector('[part="zoom"]')).to.not.equal(null);
  });

  it('keeps its cells at --carto-cell-size when it is not fitted', async () => {
    const wrap = await fixture<HTMLElement>(html`<div style="width: 200px; --carto-cell-size: 30px"><carto-map map=${side}></carto-map></div>`);
    const el = wrap.querySelector('carto-map')!;
    expect(cells(el)[0]!.getBoundingClientRect().width).to.equal(30);
    expect(el.shadowRoot!.querySelector('[part="zoom"]')).to.equal(null);
  });
});
