/**
 * Invariants a game must never break, checked by `carto simulate` after every step:
 * drawings never overlap (a space only goes from empty to something, or from drawn terrain to
 * destroyed), printed spaces never change, coins never fall nor pass the track, an open phase
 * never sits in a season already past its threshold, and seasons are scored in order.
 */
import type { InvariantCode } from '../codes.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { GameState } from './types.ts';

export interface InvariantBreak {
  readonly code: InvariantCode;
  readonly message: string;
}

const PRINTED = new Set(['mountain', 'wasteland']);

export function checkStep(prev: GameState, next: GameState): InvariantBreak[] {
  return checkChange(prev.sheets, prev.log.length, next);
}

/**
 * checkStep for loops that step one working state in place: the sheets as they were before the
 * step (sheets are immutable, so a copy of the array keeps them) and the log's length then.
 */
export function checkChange(prevSheets: readonly Sheet[], prevLog: number, next: GameState): InvariantBreak[] {
  const out: InvariantBreak[] = [];
  next.sheets.forEach((sheet, p) => {
    const before = prevSheets[p];
    if (!before) return;
    const a = before.grid.fills;
    const b = sheet.grid.fills;
    for (let i = 0; i < b.length; i++) {
      const x = a[i]!;
      const y = b[i]!;
      if (x === y || x === 'empty') continue;
      if (y === 'destroyed' && !PRINTED.has(x)) continue;
      out.push({ code: 'invariant.overlap', message: `sheet ${p}: space ${i} went from ${x} to ${y} (a drawing over a filled space)` });
    }
    if (sheet.coins < before.coins) out.push({ code: 'invariant.coins-fell', message: `sheet ${p}: coins fell from ${before.coins} to ${sheet.coins}` });
  });
  if (next.log.length < prevLog) out.push({ code: 'invariant.log', message: 'the log got shorter' });
  return [...out, ...checkState(next)];
}

export function checkState(s: GameState): InvariantBreak[] {
  const out: InvariantBreak[] = [];
  s.sheets.forEach((sheet, p) => {
    if (sheet.coins > sheet.coinTrack) out.push({ code: 'invariant.coins', message: `sheet ${p}: ${sheet.coins} coins on a track of ${sheet.coinTrack}` });
  });
  if (s.stage === 'draw' || s.stage === 'ambush' || s.stage === 'hero') {
    const threshold = s.seasons[s.season]?.time ?? 0;
    const current = s.card ? (s.cards[s.card]?.time ?? 0) : 0;
    if (s.time - current >= threshold) {
      out.push({ code: 'invariant.season-overrun', message: `season ${s.season} has ${s.time} time against a threshold of ${threshold} and has not ended` });
    }
  }
  const scored = s.stage === 'effects' || s.stage === 'gameOver' ? s.season + 1 : s.season;
  s.scores.forEach((row, p) => {
    if (row.length !== scored)
      out.push({ code: 'invariant.scores', message: `player ${p} has ${row.length} season scores in season ${s.season} (${s.stage})` });
  });
  if (s.stage === 'gameOver' && s.result === null) out.push({ code: 'invariant.result', message: 'the game is over without a result' });
  return out;
}

/**
 * The path of the first value that would not survive JSON.stringify/parse unchanged (undefined,
 * a function, NaN or Infinity, a class instance, a Map...), or null when the value is plain JSON.
 */
export function nonJsonAt(value: unknown, path = ''): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (typeof value !== 'object') return path || '/';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = nonJsonAt(value[i], `${path}/${i}`);
      if (at !== null) return at;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return path || '/';
  for (const [k, v] of Object.entries(value)) {
    const at = nonJsonAt(v, `${path}/${k}`);
    if (at !== null) return at;
  }
  return null;
}
