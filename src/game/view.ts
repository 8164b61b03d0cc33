/**
 * viewFor(state, player): what one player may see (docs/DESIGN.md §2). The seed and the generator's
 * state are left out (either would let a client predict every later card), deck order is replaced
 * by counts, shuffles in the log lose their order, and other players' moves in the open
 * simultaneous phase stay hidden until everyone has acted. A viewer that holds no seat (-1, a
 * spectator) sees every sheet as it was before the open phase and no one's pending choices.
 * The view is built field by field, never by spreading the state, so a field added to GameState
 * later stays private until it is listed here.
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
  return {
    format: state.format,
    content: state.content,
    options: state.options,
    cards: state.cards,
    seasons: state.seasons,
    edicts: state.edicts,
    soloTitles: state.soloTitles,
    heroTerrain: state.heroTerrain,
    deck: state.deck.length,
    ambushDeck: state.ambushDeck.length,
    heroDeck: state.heroDeck.length,
    revealed: state.revealed,
    removed: state.removed,
    season: state.season,
    turn: state.turn,
    time: state.time,
    ruins: state.ruins,
    stage: state.stage,
    card: state.card,
    sheets,
    tasks,
    before,
    scores: state.scores,
    result: state.result,
    log,
    viewer,
  };
}

/** The seq after the last engine entry (a reveal, walk, score...): player entries after it are still open. */
function lastBarrier(log: readonly LogEntry[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.player === null) return i + 1;
  return 0;
}
