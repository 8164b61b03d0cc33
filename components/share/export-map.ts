/**
 * A finished map as a picture file: SVG drawn with the game's own symbols (the drawings of
 * components/symbols/symbols.ts, in the paper colours of the theme tokens), and PNG rendered from
 * that SVG on a canvas. For keepsakes and blog posts; the picture stands alone (its styles inside).
 */
import { render, svg, nothing } from 'lit';
import type { MapGrid } from '../../src/grid/grid.ts';
import { FILL_COLOURS, OTHER_TOKENS } from '../styles/tokens.ts';
import { symbolDrawing } from '../symbols/symbols.ts';

const CELL = 20;
const PAD = 6;
const TITLE = 22;
const light = (pair: readonly [string, string]) => pair[0];
const ink = light(OTHER_TOKENS['symbol-ink']);
const body = light(OTHER_TOKENS['symbol-body']);

// The symbol classes of components/symbols/symbol.styles.ts, with the colours written out.
const STYLE = `.b{fill:${body};stroke:${ink};stroke-width:1.3}.i{fill:${ink}}.t{fill:none;stroke:${ink};stroke-width:1.3}.o{fill:none;stroke:${ink};stroke-width:4}.l{fill:none;stroke:${body};stroke-width:1.7}svg g{stroke-linejoin:round;stroke-linecap:round}`;

/** The map as a standalone SVG document (text), `title` written above it. */
export function mapSvg(grid: MapGrid, title: string): string {
  const width = grid.cols * CELL + PAD * 2;
  const height = grid.rows * CELL + PAD * 2 + TITLE;
  const cells = grid.fills.map((fill, i) => {
    const x = PAD + (i % grid.cols) * CELL;
    const y = PAD + TITLE + Math.floor(i / grid.cols) * CELL;
    const ruins = grid.ruins[i] === true;
    const drawn = fill === 'empty' ? (ruins ? symbolDrawing('ruins') : nothing) : symbolDrawing(fill);
    const ring =
      ruins && fill !== 'empty'
        ? svg`<circle cx="10" cy="10" r="8.6" fill="none" stroke=${body} stroke-width="1.2" stroke-dasharray="2 1.6"></circle>`
        : nothing;
    return svg`<g transform=${`translate(${x} ${y})`} data-fill=${fill}><rect width=${CELL} height=${CELL} fill=${light(FILL_COLOURS[fill])} stroke=${light(OTHER_TOKENS['grid-line'])} stroke-width="0.5"></rect><g transform="translate(2 2) scale(0.8)">${drawn}</g>${ring}</g>`;
  });
  const doc = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  doc.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  doc.setAttribute('viewBox', `0 0 ${width} ${height}`);
  doc.setAttribute('width', String(width * 3));
  doc.setAttribute('height', String(height * 3));
  doc.setAttribute('role', 'img');
  render(
    svg`<title>${title}</title><style>${STYLE}</style>
      <rect width=${width} height=${height} fill=${light(OTHER_TOKENS.paper)}></rect>
      <text x=${PAD} y=${PAD + 14} font-family="Georgia, serif" font-size="13" font-weight="700" fill=${light(OTHER_TOKENS.ink)}>${title}</text>
      ${cells}
      <rect x=${PAD} y=${PAD + TITLE} width=${grid.cols * CELL} height=${grid.rows * CELL} fill="none" stroke=${light(OTHER_TOKENS.ink)} stroke-width="1.5"></rect>`,
    doc,
  );
  // Lit's markers are comments: drop them, the file is a picture, not a template.
  const walker = document.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
  return new XMLSerializer().serializeToString(doc);
}

/** The SVG drawn on a canvas: a PNG at three pixels per unit (660 px wide for an 11-column map). */
export async function mapPng(grid: MapGrid, title: string): Promise<Blob> {
  const text = mapSvg(grid, title);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers a file to download (the browser's own save dialog or downloads bar). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
