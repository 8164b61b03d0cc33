/**
 * A map side as a small picture for the setup table (our own drawing, not the printed art): its
 * printed spaces from the side's NOTATION rows (`.` empty, `M` mountain, `r` ruins, `#` wasteland),
 * a square each. Decorative: the side's letter and name are written beside it.
 */
import { svg, html } from 'lit';
import type { MapSide } from '../../src/content/types.ts';

const CELL = 10;

export function mapThumb(side: Pick<MapSide, 'rows'>) {
  const rows = side.rows.map((r) => r.trim().split(/\s+/));
  const cols = Math.max(...rows.map((r) => r.length));
  const cells = rows.flatMap((row, y) =>
    row.map((c, x) => {
      const at = { x: x * CELL, y: y * CELL };
      if (c === 'M') return svg`<path class="mountain" d=${`M${at.x + 1} ${at.y + 9}L${at.x + 5} ${at.y + 1.5}L${at.x + 9} ${at.y + 9}Z`}></path>`;
      if (c === '#') return svg`<rect class="wasteland" x=${at.x} y=${at.y} width=${CELL} height=${CELL}></rect>`;
      if (c === 'r') return svg`<rect class="ruins" x=${at.x + 2} y=${at.y + 2} width=${CELL - 4} height=${CELL - 4} rx="1"></rect>`;
      return svg``;
    }),
  );
  const w = cols * CELL;
  const h = rows.length * CELL;
  return html`<svg class="map-thumb" viewBox=${`-1 -1 ${w + 2} ${h + 2}`} aria-hidden="true" focusable="false">
    <rect class="sheet" x="0" y="0" width=${w} height=${h}></rect>
    <path class="lines" d=${[...Array.from({ length: cols - 1 }, (_, i) => `M${(i + 1) * CELL} 0V${h}`), ...Array.from({ length: rows.length - 1 }, (_, i) => `M0 ${(i + 1) * CELL}H${w}`)].join('')}></path>
    ${cells}
  </svg>`;
}
