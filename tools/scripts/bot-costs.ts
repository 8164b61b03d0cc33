/**
 * The look-ahead's cost model (content/bot/scoring-costs.json; not a test, not the bench): the CPU a
 * scoring card's compiled rule takes to score one map, relative to the rest of valuing a position
 * (drawing and taking back a shape, coins, the monster penalty, the mountains' promise). The budget
 * counts work in these units, so that a decision's work is bounded whatever cards are in play: a
 * position of the combined game's heaviest cards took up to 3 times the CPU of a base one.
 * Measured on maps from greedy games (base and Heroes), each card alone, the board changed between
 * calls (no cache shared with another card: the cost of a card scored on its own).
 *
 *   npx tsx tools/scripts/bot-costs.ts > content/bot/scoring-costs.json
 */
import { decide } from '../../src/bot/decide.ts';
import { Position } from '../../src/bot/position.ts';
import { officialTable } from '../../src/content/tables.ts';
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import { viewFor } from '../../src/game/view.ts';
import { FILL_CODE } from '../../src/grid/fills.ts';
import { monsterPenaltyBits, softBitScorer } from '../../src/scoring/bits.ts';
import { touch } from '../../src/scoring/bits-board.ts';

const table = officialTable(['base', 'heroes'], 'side-a');
const boards: Position[] = [];
for (let g = 0; g < 6; g++) {
  let state = newGame(table, { players: 1 }, `costs/${g}`);
  while (state.stage !== 'gameOver') {
    const player = state.tasks.findIndex((q) => q.length > 0);
    const d = decide(viewFor(state, player), { level: 'greedy' })!;
    state = apply(state, d.action).state!;
    if (d.action.type === 'draw') boards.push(Position.of(state.sheets[0]!));
  }
}
const clock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** the smallest of five rounds' CPU us per call (the least disturbed by other processes) */
const time = (f: (p: Position) => void): number => {
  for (const p of boards) f(p);
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const t0 = clock();
    for (let k = 0; k < 10; k++) for (const p of boards) f(p);
    best = Math.min(best, ((clock() - t0) * 1000) / (10 * boards.length));
  }
  return best;
};
const SINGLE = [1];
const rest = time((p) => {
  p.drawRows(5, SINGLE, 5, FILL_CODE.farm, false);
  monsterPenaltyBits(p.board);
  p.mountainPromise(2);
  p.takeBack();
});
const cards = Object.values(table.byId).filter((c) => c.kind === 'scoring');
const costs: Record<string, number> = {};
for (const c of cards) {
  const s = softBitScorer(c.rule, 2);
  costs[c.id] = Number((time((p) => (touch(p.board), s(p.board))) / rest).toFixed(2));
}
console.log(
  JSON.stringify(
    {
      format: 'carto-scoring-costs/1',
      unit: 'the CPU of the rest of valuing a position (drawing, taking back, coins, monsters, mountains)',
      restMicroseconds: Number(rest.toFixed(3)),
      maps: boards.length,
      costs,
    },
    null,
    2,
  ),
);
