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
 * With CARDS season, it sees the rest of the season in its order (shape cards, ruins cards and
 * ambushes; seasonSeen) and searches it by a beam; a drawing is worth its best line's value after
 * the season's last card. Where this card ends the season, it decides blind.
 * With CARDS pimc, the second player is blind again: it searches the same way PIMC_SAMPLES orders of
 * the season sampled from what its view knows (sampledSeason; perfect-information Monte Carlo).
 * Appends one JSON line per deal to OUT: each player's total, CPU ms a decision (mean, max), its
 * decisions and how many of them were taken with sight (or samples).
 * `npx tsx tools/scripts/bot-sight.ts OUT issue33-tune 0 100 [1|2|season|pimc] ['{"deep":3}']`
 * (docs/BOT.md, "What sight of the deck is worth" and "What sight of the whole season is worth").
 */
import { appendFileSync } from 'node:fs';
import { afterNext, type AfterNext } from '../../src/bot/after-next.ts';
import { drawAction, drawCandidate, rankDraws, type Candidate } from '../../src/bot/candidates.ts';
import { decide, type BotOptions } from '../../src/bot/decide.ts';
import { deckKnowledge } from '../../src/bot/knowledge.ts';
import { Position } from '../../src/bot/position.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../src/bot/value.ts';
import type { AmbushCard, Card, ExploreCard } from '../../src/content/types.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { walkOn } from '../../src/bot/ambush.ts';
import { FILL_CODE, type DrawableTerrain } from '../../src/grid/fills.ts';
import { fallbackTerrains } from '../../src/rules/draw.ts';
import { officialTable } from '../../src/content/tables.ts';
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, DrawTask, GameState, GameView } from '../../src/game/types.ts';
import { viewFor } from '../../src/game/view.ts';

const [out, prefix = 'issue33-tune', from = '0', count = '40', cards = '1', json = '{}'] = process.argv.slice(2);
if (!out) throw new Error('usage: bot-sight.ts OUT [prefix] [from] [count] [cards seen: 1|2|season|pimc] [bot options as JSON]');
if (!['1', '2', 'season', 'pimc'].includes(cards)) throw new Error(`cards seen: 1, 2, season or pimc, not '${cards}'`);
/** with CARDS season or pimc: lines kept, and drawings of the next card tried on each (environment SIGHT_BEAM, SIGHT_DRAWS) */
const SEASON_BEAM = Number(process.env.SIGHT_BEAM ?? 4);
const SEASON_DRAWS = Number(process.env.SIGHT_DRAWS ?? 4);
/** with CARDS season or pimc: whether the sight reaches past an ambush and past a ruins card (environment SIGHT_AMBUSH=0, SIGHT_RUINS=0: it stops there) */
const SEE_AMBUSH = process.env.SIGHT_AMBUSH !== '0';
const SEE_RUINS = process.env.SIGHT_RUINS !== '0';
/** with CARDS pimc: the orders of the rest of the season sampled a decision (environment PIMC_SAMPLES) */
const PIMC_SAMPLES = Number(process.env.PIMC_SAMPLES ?? 16);
/** with CARDS 2, season or pimc: the first drawings searched (greedy's best; environment SIGHT_TOP) */
const SIGHT_TOP = Number(process.env.SIGHT_TOP ?? 16);
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

/** One drawing of a line: a shape or 1x1 of the player's, or a monster where the solo walk puts it. */
interface Step {
  readonly row: number;
  readonly masks: readonly number[];
  readonly col: number;
  readonly code: number;
  readonly coin: boolean;
}
const stepOf = (c: Candidate): Step => ({ row: c.row, masks: c.shape ? c.shape.masks : [1], col: c.col, code: FILL_CODE[c.terrain], coin: c.coin });

type Coming = { readonly shape: ExploreCard; readonly ruins: boolean; readonly time: number } | { readonly ambush: AmbushCard; readonly time: number };

/**
 * The rest of the season in the order of `cards` (the deck's, or one sampled): shape cards (a ruins
 * card before one makes it cover a ruins space) and ambushes, whose monsters the solo walk draws.
 */
function runOf(cards: readonly Card[], timeLeft: number): Coming[] {
  const run: Coming[] = [];
  let time = 0;
  let ruins = false;
  for (const card of cards) {
    if (card.kind === 'ambush' && SEE_AMBUSH) run.push({ ambush: card, time });
    else if (card.kind !== 'explore') break;
    else if (card.ruins === true) {
      if (!SEE_RUINS) break;
      ruins = true;
    } else {
      time += card.time;
      run.push({ shape: card, ruins, time });
      ruins = false;
      if (time >= timeLeft) break;
    }
  }
  return run;
}

/** One decision's search: the current card's first drawings, and what they are followed on. */
interface Search {
  readonly player: number;
  readonly p: Position;
  readonly fallback: readonly DrawableTerrain[];
  readonly after: AfterNext;
  /** greedy's best SIGHT_TOP drawings of the current card */
  readonly candidates: readonly Candidate[];
}

/** The search of the current draw (null: this card ends the season; decide as the blind player). */
function searchOf(view: GameView): Search | null {
  const task = view.tasks[0]![0] as DrawTask;
  const deck = deckKnowledge(view);
  if (deck.seasonEndsNow) return null;
  const p = Position.of(view.sheets[task.sheet]!);
  const fallback = fallbackTerrains({ heroes: view.heroTerrain });
  const left = deck.timeLeft / Math.max(1, view.seasons[view.season]?.time ?? 1);
  const valuer = new Valuer(view, view.season, view.seasons.length, DEFAULT_WEIGHTS, left);
  const candidates = rankDraws(p, view.cards[task.card] as ExploreCard, task.ruins === true, fallback, valuer, SIGHT_TOP);
  return { player: task.player, p, fallback, after: afterNext(view, deck, DEFAULT_WEIGHTS, false)!, candidates };
}

/**
 * Each candidate followed through `run` by a beam: card by card, keeping the `beam` best lines and
 * trying each line's `draws` best drawings of the next shape card. Each candidate's value is its
 * best line's after the run's last card (a season's stars banked where the run ends it, as in the
 * look-ahead: after-next.ts).
 */
function beamValues(s: Search, run: readonly Coming[], beam = SEASON_BEAM, draws = SEASON_DRAWS): number[] {
  const { p, fallback, after } = s;
  const draw = (d: Step) => p.drawRows(d.row, d.masks, d.col, d.code, d.coin);
  return s.candidates.map((c) => {
    drawCandidate(p, c);
    let lines: { line: Step[]; value: number }[] = [{ line: [], value: c.value }];
    for (const coming of run) {
      const next: { line: Step[]; value: number }[] = [];
      for (const { line } of lines) {
        for (const d of line) draw(d);
        if ('shape' in coming) {
          for (const d of rankDraws(p, coming.shape, coming.ruins, fallback, after.valuer(coming.time), draws))
            next.push({ line: [...line, stepOf(d)], value: d.value });
        } else {
          const at = walkOn(p.board, coming.ambush);
          const step = at ? { row: at.row, masks: at.masks, col: at.col, code: FILL_CODE.monster, coin: false } : null;
          if (step) draw(step);
          next.push({ line: step ? [...line, step] : line, value: after.valuer(coming.time).value(p) });
          if (step) p.takeBack();
        }
        for (let k = 0; k < line.length; k++) p.takeBack();
      }
      next.sort((x, y) => y.value - x.value);
      lines = next.slice(0, beam);
    }
    p.takeBack();
    return lines[0]!.value;
  });
}

/** The candidate with the highest value (the first of equals), as an action. */
function bestAction(s: Search, values: readonly number[]): Action | null {
  let k = -1;
  for (let i = 0; i < values.length; i++) if (k < 0 || values[i]! > values[k]!) k = i;
  return k < 0 ? null : drawAction(s.player, s.candidates[k]!);
}

/**
 * The next two shape cards searched in their order (null: decide as the blind player): each of the
 * best drawings followed by the first card's best four and the second card's best. Where a ruins or
 * an ambush card comes between, it decides blind.
 */
function twoCardsSeen(state: GameState, view: GameView): Action | null {
  const [a, b] = state.deck.slice(0, 2).map((id) => state.cards[id]!);
  if (!a || !b || !isShape(state, a.id) || !isShape(state, b.id)) return null;
  const s = searchOf(view);
  // Only the best line counts, so a beam of four lines, each with four drawings of the second card, finds what the best one would.
  return s ? bestAction(s, beamValues(s, runOf([a, b], deckKnowledge(view).timeLeft), 4, 4)) : null;
}

/** The rest of the season seen in the deck's order, searched by a beam (null: decide as the blind player). */
function seasonSeen(state: GameState, view: GameView): Action | null {
  const run = runOf(
    state.deck.map((id) => state.cards[id]!),
    deckKnowledge(view).timeLeft,
  );
  const s = run.some((c) => 'shape' in c) ? searchOf(view) : null;
  return s ? bestAction(s, beamValues(s, run)) : null;
}

/**
 * Blind (perfect-information Monte Carlo): the rest of the season sampled PIMC_SAMPLES times from
 * what the view knows (the shape and ruins cards not yet revealed, and as many of the ambushes not
 * yet removed as the deck holds unknown cards), each searched as if seen; the drawing with the best
 * mean wins. Seeded by the deal and the decision, never by the game's generator.
 */
function sampledSeason(view: GameView, seed: string): Action | null {
  const s = searchOf(view);
  if (!s || s.candidates.length === 0) return null;
  const deck = deckKnowledge(view);
  const removed = new Set(view.removed);
  const revealed = new Set(view.revealed);
  const known = Object.values(view.cards).filter((c) => c.kind === 'explore' && !revealed.has(c.id));
  const ambushes = Object.values(view.cards).filter((c): c is AmbushCard => c.kind === 'ambush' && !removed.has(c.id));
  const rng = new Rng(seedRng(`${seed}/${view.log.length}`));
  const sums = s.candidates.map(() => 0);
  for (let n = 0; n < PIMC_SAMPLES; n++) {
    const unknown = rng.shuffle(ambushes).slice(0, deck.unknown);
    const values = beamValues(s, runOf(rng.shuffle([...known, ...unknown]), deck.timeLeft));
    for (let k = 0; k < sums.length; k++) sums[k]! += values[k]!;
  }
  return bestAction(s, sums);
}

function play(seed: string, sight: boolean) {
  let state = newGame(table, { players: 1 }, seed);
  const times: number[] = [];
  let searched = 0;
  while (state.stage !== 'gameOver') {
    let view = viewFor(state, 0);
    const draws = sight && view.tasks[0]?.[0]?.kind === 'draw';
    if (draws && cards === '1') view = sighted(state, view);
    const t0 = cpu();
    const seen = !draws
      ? null
      : cards === '2'
        ? twoCardsSeen(state, view)
        : cards === 'season'
          ? seasonSeen(state, view)
          : cards === 'pimc'
            ? sampledSeason(view, seed)
            : null;
    if (seen || (draws && cards === '1')) searched++;
    const action = seen ?? decide(view, bot)?.action;
    times.push(cpu() - t0);
    if (!action) throw new Error(`no decision in ${seed}`);
    const r = apply(state, action);
    if (r.violation) throw new Error(`${seed}: ${r.violation.message}`);
    state = r.state;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  // searched: the decisions taken with sight (the others were taken blind)
  return { total: state.result!.players[0]!.total, mean: Math.round(mean), max: Math.round(Math.max(...times)), decisions: times.length, searched };
}

for (let g = Number(from); g < Number(from) + Number(count); g++) {
  const deal = `${prefix}/${g}`;
  appendFileSync(out, JSON.stringify({ deal, blind: play(deal, false), sighted: play(deal, true) }) + '\n');
}
