/**
 * What sight of the deck is worth to the computer player (an analysis, not a player; not a test, not
 * the bench). Plays each deal twice, solo: the bot as it is, and the same bot shown which shape card
 * comes next this season (every other shape card still in the deck is marked as revealed, so its
 * expectation over the next card is that one card; the deck's count is lowered by as many, so the
 * ambush and hero cards it cannot see keep their true count). Both decide with the same options;
 * only the sighted one reads the hidden deck, through this script, which owns the whole game state.
 * With CARDS 2, the sighted player instead sees the next two shape cards in their order and
 * searches them exactly: greedy's best sixteen drawings, each followed by the best four drawings of
 * the first card and the best drawing of the second (the season's time after each, as the look-ahead
 * values it; banked when they end the season); where this card ends the season, or a ruins card or
 * an ambush comes between, it decides as the blind player does.
 * Appends one JSON line per deal to OUT: each player's total and CPU ms a decision (mean, max).
 * `npx tsx tools/scripts/bot-sight.ts OUT issue33-tune 0 100 [1|2] ['{"deep":3}']`
 */
import { appendFileSync } from 'node:fs';
import { afterNext } from '../../src/bot/after-next.ts';
import { drawCandidate, rankDraws, type Candidate } from '../../src/bot/candidates.ts';
import { decide, type BotOptions } from '../../src/bot/decide.ts';
import { deckKnowledge } from '../../src/bot/knowledge.ts';
import { Position } from '../../src/bot/position.ts';
import { cellsAt } from '../../src/bot/shapes.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../src/bot/value.ts';
import type { ExploreCard } from '../../src/content/types.ts';
import { fallbackTerrains } from '../../src/rules/draw.ts';
import { officialTable } from '../../src/content/tables.ts';
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, DrawTask, GameState, GameView } from '../../src/game/types.ts';
import { viewFor } from '../../src/game/view.ts';

const [out, prefix = 'issue33-tune', from = '0', count = '40', cards = '1', json = '{}'] = process.argv.slice(2);
if (!out) throw new Error('usage: bot-sight.ts OUT [prefix] [from] [count] [cards seen: 1|2] [bot options as JSON]');
const bot = JSON.parse(json) as BotOptions;
const table = officialTable(['base']);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const isShape = (state: GameState, id: string) => {
  const c = state.cards[id]!;
  return c.kind === 'explore' && c.ruins !== true;
};

/** The player's view with every shape card still in the deck but the next one marked as revealed. */
function sighted(state: GameState, view: GameView): GameView {
  const next = state.deck.find((id) => isShape(state, id));
  if (!next) return view;
  const seen = new Set(view.revealed);
  const hidden = Object.keys(state.cards).filter((id) => isShape(state, id) && id !== next && !seen.has(id));
  return { ...view, revealed: [...view.revealed, ...hidden], deck: view.deck - hidden.length };
}

/**
 * The next two shape cards searched in their order (null: decide as the blind player). A season's
 * stars are banked where the cards end it, as in the look-ahead (after-next.ts).
 */
function twoCardsSeen(state: GameState, view: GameView): Action | null {
  const task = view.tasks[0]![0] as DrawTask;
  const deck = deckKnowledge(view);
  const [a, b] = state.deck.map((id) => state.cards[id]!);
  if (deck.seasonEndsNow || !a || !b || a.kind !== 'explore' || b.kind !== 'explore' || a.ruins === true || b.ruins === true) return null;
  const p = Position.of(view.sheets[task.sheet]!);
  const fallback = fallbackTerrains({ heroes: view.heroTerrain });
  const left = deck.timeLeft / Math.max(1, view.seasons[view.season]?.time ?? 1);
  const valuer = new Valuer(view, view.season, view.seasons.length, DEFAULT_WEIGHTS, left);
  const after = afterNext(view, deck, DEFAULT_WEIGHTS, false)!;
  const best = (card: ExploreCard, v: Valuer) => rankDraws(p, card, false, fallback, v, 1)[0]?.value ?? v.value(p);
  let chosen: Candidate | null = null;
  let top = -Infinity;
  for (const c of rankDraws(p, view.cards[task.card] as ExploreCard, task.ruins === true, fallback, valuer, 16)) {
    drawCandidate(p, c);
    let v: number;
    if (a.time >= deck.timeLeft) v = best(a, after.valuer(a.time));
    else {
      v = -Infinity;
      for (const d of rankDraws(p, a, false, fallback, after.valuer(a.time), 4)) {
        drawCandidate(p, d);
        v = Math.max(v, best(b, after.valuer(a.time + b.time)));
        p.takeBack();
      }
    }
    p.takeBack();
    if (v > top) (top = v), (chosen = c);
  }
  if (!chosen) return null;
  const c = chosen;
  if (!c.shape) return { type: 'draw', player: task.player, option: -1, terrain: c.terrain, cells: [[c.row, c.col]] };
  return { type: 'draw', player: task.player, option: c.shape.option, terrain: c.terrain, cells: cellsAt(c.shape, c.row, c.col) };
}

function play(seed: string, sight: boolean) {
  let state = newGame(table, { players: 1 }, seed);
  const times: number[] = [];
  while (state.stage !== 'gameOver') {
    let view = viewFor(state, 0);
    const draws = sight && view.tasks[0]?.[0]?.kind === 'draw';
    if (draws && cards === '1') view = sighted(state, view);
    const t0 = cpu();
    const action = (draws && cards === '2' ? twoCardsSeen(state, view) : null) ?? decide(view, bot)?.action;
    times.push(cpu() - t0);
    if (!action) throw new Error(`no decision in ${seed}`);
    const r = apply(state, action);
    if (r.violation) throw new Error(`${seed}: ${r.violation.message}`);
    state = r.state;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { total: state.result!.players[0]!.total, mean: Math.round(mean), max: Math.round(Math.max(...times)) };
}

for (let g = Number(from); g < Number(from) + Number(count); g++) {
  const deal = `${prefix}/${g}`;
  appendFileSync(out, JSON.stringify({ deal, blind: play(deal, false), sighted: play(deal, true) }) + '\n');
}
