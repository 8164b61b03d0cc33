/**
 * viewFor(state, player): what one player may see (DESIGN.md §2). Deck order and the generator's
 * state are replaced by counts (the generator would let a client predict every later card),
 * shuffles in the log lose their order, and other players' moves in the open simultaneous phase
 * stay hidden until everyone has acted.
 */
import type { GameState, GameView, LogEntry } from './types.ts';

export function viewFor(state: GameState, viewer: number): GameView {
  const sheets = state.sheets.map((sheet, i) => {
    const b = state.before[i];
    return b && b.by !== viewer ? b.sheet : sheet;
  });
  // Entries after the last barrier that belong to other players are their pending choices.
  const hiddenFrom = lastBarrier(state.log);
  const log: LogEntry[] = [];
  for (const e of state.log) {
    if (e.action.type === 'chance.shuffle') {
      log.push({ ...e, action: { ...e.action, order: [] } });
      continue;
    }
    if (e.seq >= hiddenFrom && e.player !== null && e.player !== viewer && state.stage !== 'gameOver') continue;
    log.push(e);
  }
  const before = state.before.map(() => null);
  const tasks = state.tasks.map((q, p) => (p === viewer ? q : q.map((t) => (t.kind === 'destroy' ? { ...t, options: [] } : t))));
  return { ...state, deck: state.deck.length, ambushDeck: state.ambushDeck.length, heroDeck: state.heroDeck.length, rng: null, sheets, log, before, tasks, viewer };
}

/** The seq after the last engine entry (a reveal, walk, score...): player entries after it are still open. */
function lastBarrier(log: readonly LogEntry[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.player === null) return i + 1;
  return 0;
}
