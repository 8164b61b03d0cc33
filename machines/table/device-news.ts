import type { Happening } from '../../src/game/happenings.ts';
import { viewerOf, type TableContext } from './context.ts';
import { wholeState } from './sources.ts';

/**
 * What the person at a shared device may be told: in pass-and-play another person's map stays hidden
 * until everyone has drawn (the hand-over says so), so what happened on it (a coin gained, a space
 * destroyed) is left out too; the scores of a season are everyone's. Solo and online games say all.
 */
export function happeningsForDevice(c: TableContext, happenings: readonly Happening[]): readonly Happening[] {
  const state = wholeState(c.shown);
  if (!state || state.options.players === 1) return happenings;
  const viewer = viewerOf(c);
  return happenings.filter((h) => !('sheet' in h) || h.sheet === viewer);
}
