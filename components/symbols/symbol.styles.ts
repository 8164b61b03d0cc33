import { css } from 'lit';

/** Colours and line widths of the symbols (components/symbols/symbols.ts); include it in every element that draws one. */
export const symbolStyles = css`
  svg.symbol {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
    pointer-events: none;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .symbol .b {
    fill: var(--_symbol-body);
    stroke: var(--_symbol-ink);
    stroke-width: 1.3;
  }
  .symbol .i {
    fill: var(--_symbol-ink);
  }
  .symbol .t {
    fill: none;
    stroke: var(--_symbol-ink);
    stroke-width: 1.3;
  }
  .symbol .o {
    fill: none;
    stroke: var(--_symbol-ink);
    stroke-width: 4;
  }
  .symbol .l {
    fill: none;
    stroke: var(--_symbol-body);
    stroke-width: 1.7;
  }
  .symbol .coin-body {
    fill: var(--_coin);
  }
  .symbol .star-body {
    fill: var(--_star);
  }
  @media (forced-colors: active) {
    .symbol .b { fill: Canvas; stroke: CanvasText; }
    .symbol .l { stroke: Canvas; }
    .symbol .i { fill: CanvasText; }
    .symbol .t,
    .symbol .o { stroke: CanvasText; }
  }
`;
