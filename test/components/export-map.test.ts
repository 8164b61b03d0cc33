import { expect } from '@open-wc/testing';
import { mapPng, mapSvg } from '../../components/share/export-map.ts';
import { FILL_COLOURS } from '../../components/styles/tokens.ts';
import { FILLS, type Fill } from '../../src/grid/fills.ts';
import { parseNotation } from '../../src/grid/notation.ts';

// Every fill once on a plain space, and ruins twice: empty (its own symbol) and drawn on (a ring).
const grid = parseNotation(`
  . F V A W
  X H M # *
  r f . . .`);
const at = (fill: Fill) => grid.fills.indexOf(fill);

const hex = (rgb: readonly number[]) =>
  `#${rgb
    .slice(0, 3)
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')}`;

describe('map export', () => {
  it('SVG: a space for every fill in its colour, with the game symbol of that fill, and the ruins', () => {
    const doc = new DOMParser().parseFromString(mapSvg(grid, 'Daily map 2026-11-23: 12 points'), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    expect(doc.querySelector('title')!.textContent).to.equal('Daily map 2026-11-23: 12 points');
    expect(doc.documentElement.innerHTML).not.to.contain('<!--');
    for (const fill of FILLS) {
      const cell = doc.querySelector(`g[data-fill="${fill}"]`);
      expect(cell, fill).to.exist;
      expect(cell!.querySelector('rect')!.getAttribute('fill'), fill).to.equal(FILL_COLOURS[fill][0]);
      // A drawing inside: the symbol's paths and shapes (an empty plain space has none).
      const shapes = cell!.querySelectorAll('g path, g ellipse, g circle').length;
      if (fill === 'empty') expect(shapes, fill).to.equal(0);
      else expect(shapes, fill).to.be.greaterThan(0);
    }
    // An empty ruins space shows the ruins symbol (space 10, 'r'); the forest on ruins wears the ruins ring.
    const spaces = doc.querySelectorAll('g[data-fill]');
    expect(spaces).to.have.length(15);
    expect(spaces[10]!.getAttribute('data-fill')).to.equal('empty');
    expect(spaces[10]!.querySelectorAll('g path').length).to.be.greaterThan(0);
    expect(doc.querySelectorAll('g[data-fill="forest"]')[1]!.querySelector('circle[stroke-dasharray]')).to.exist;
  });

  it('PNG: every fill is painted in its own colour at its space', async () => {
    const blob = await mapPng(grid, 'Every terrain');
    expect(blob.type).to.equal('image/png');
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    // Each space is 20 units at 3 px a unit, after a margin of 6 and a title band of 22: sample a corner of its background.
    for (const fill of FILLS) {
      const i = at(fill) >= 0 ? at(fill) : 0;
      const x = (6 + (i % grid.cols) * 20 + 1.2) * 3;
      const y = (6 + 22 + Math.floor(i / grid.cols) * 20 + 1.2) * 3;
      const pixel = [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data];
      expect(hex(pixel), fill).to.equal(FILL_COLOURS[fill][0]);
    }
  });
});
