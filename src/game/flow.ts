/**
 * The flow of a game between player decisions (docs/RULES.md §3-§7): reveal cards (the ruins chain,
 * ambushes, heroes), open the tasks every player must complete, check the season's time, score,
 * run the after-scoring effects, apply the deck rules between seasons, and end the game.
 * `settle` runs these automatic steps until some player has a task or the game is over.
 */
import type { AmbushCard, ExploreCard, HeroCard } from '../content/types.ts';
import type { Rng } from '../random/prng.ts';
import { drawMonster, soloAmbushWalk } from '../rules/ambush.ts';
import { applyAfterScoring } from '../rules/destroy.ts';
import type { Sheet } from '../rules/sheet.ts';
import { gameResult } from './result.ts';
import { scoreSeason } from './score.ts';
import { drawerOf, sheetDrawnBy } from './seating.ts';
import type { DestroyTask, Task } from './types.ts';
import { anyTasks, outcomeOf, record, setSheet, type Work } from './work.ts';
import type { DrawEvent } from '../rules/events.ts';
import type { Cell } from '../grid/grid.ts';

export function hasEmptySpace(sheet: Sheet): boolean {
  return sheet.grid.fills.includes('empty');
}

/** Solo always walks; multiplayer walks only when the table chose it. */
export function walksAmbushes(w: Pick<Work, 'options'>): boolean {
  return w.options.players === 1 || w.options.ambushPlacement === 'walk';
}

/** Runs automatic steps until a player must act or the game is over. */
export function settle(w: Work, rng: Rng): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (w.stage === 'gameOver' || anyTasks(w)) return;
    // The barrier has passed: every sheet is public again.
    for (let i = 0; i < w.before.length; i++) w.before[i] = null;
    if (w.stage === 'effects') {
      if (w.season >= w.seasons.length - 1) {
        w.stage = 'gameOver';
        w.card = null;
        w.result = gameResult(w);
        return;
      }
      nextSeason(w, rng);
      reveal(w);
      continue;
    }
    // draw / ambush / hero finished: the check phase.
    w.card = null;
    if (seasonOver(w)) {
      endSeason(w);
      continue;
    }
    reveal(w);
  }
  throw new Error('The game flow did not settle (a content deck that never ends a season?).');
}

/** The season ends when its revealed time reaches the threshold (or nothing is left to reveal). */
export function seasonOver(w: Pick<Work, 'time' | 'seasons' | 'season' | 'deck'>): boolean {
  const threshold = w.seasons[w.season]?.time ?? 0;
  return w.time >= threshold || w.deck.length === 0;
}

/** The explore phase: reveal until a card gives the players something to do. */
export function reveal(w: Work): void {
  w.turn++;
  for (;;) {
    const id = w.deck[0];
    if (id === undefined) {
      // Nothing left to reveal: the check phase will end the season.
      w.stage = 'draw';
      return;
    }
    w.deck = w.deck.slice(1);
    w.revealed.push(id);
    record(w, null, { type: 'reveal', card: id });
    const card = w.cards[id];
    if (!card) throw new Error(`The deck holds '${id}', which is not among the game's cards.`);
    w.time += card.time;
    if (card.kind === 'explore') {
      if (card.ruins === true) {
        w.ruins = true;
        continue;
      }
      openDraw(w, card);
      return;
    }
    w.removed.push(id);
    if (card.kind === 'ambush') {
      openAmbush(w, card);
      return;
    }
    openHero(w, card);
    return;
  }
}

function openDraw(w: Work, card: ExploreCard): void {
  w.stage = 'draw';
  w.card = card.id;
  const ruins = w.ruins;
  taskOnOwnSheet(
    w,
    'draw',
    (p): Task => (ruins ? { kind: 'draw', player: p, sheet: p, card: card.id, ruins: true } : { kind: 'draw', player: p, sheet: p, card: card.id }),
  );
  // The ruins requirement is used up by this card (docs/RULES.md §3).
  w.ruins = false;
}

function openAmbush(w: Work, card: AmbushCard): void {
  w.stage = 'ambush';
  w.card = card.id;
  const n = w.options.players;
  if (!walksAmbushes(w)) {
    for (let p = 0; p < n; p++) {
      const sheet = sheetDrawnBy(p, card.pass, n);
      if (!hasEmptySpace(w.sheets[sheet]!)) {
        record(w, null, { type: 'skip', player: p, task: 'monster' });
        continue;
      }
      w.tasks[p]!.push({ kind: 'monster', player: p, sheet, card: card.id });
    }
    return;
  }
  for (let q = 0; q < n; q++) {
    const sheet = w.sheets[q]!;
    const at = soloAmbushWalk(sheet, card);
    if (!at) {
      record(w, null, { type: 'walk', sheet: q, card: card.id, cells: [] });
      continue; // fits nowhere: the ambush is ignored on this sheet (docs/RULES.md §5)
    }
    const drawn = drawMonster(sheet, at.cells, card);
    record(w, null, { type: 'walk', sheet: q, card: card.id, cells: at.cells }, outcomeOf(q, card.id, drawn.events));
    setSheet(w, q, drawn.sheet, null);
    if (drawn.pending) {
      // Nobody drew it by hand: the owner chooses in solo; in multiplayer the neighbour who would have drawn it.
      const chooser = n === 1 ? q : drawerOf(q, card.pass, n);
      w.tasks[chooser]!.push({
        kind: 'destroy',
        player: chooser,
        sheet: q,
        card: card.id,
        monster: drawn.pending.monster,
        count: drawn.pending.count,
        options: drawn.pending.options,
      });
    }
  }
}

function openHero(w: Work, card: HeroCard): void {
  w.stage = 'hero';
  w.card = card.id;
  taskOnOwnSheet(w, 'hero', (p) => ({ kind: 'hero', player: p, sheet: p, card: card.id }));
}

/** Gives every player a task on their own sheet, or logs a skip for a player whose sheet is full. */
function taskOnOwnSheet(w: Work, kind: 'draw' | 'hero', task: (player: number) => Task): void {
  for (let p = 0; p < w.options.players; p++) {
    if (hasEmptySpace(w.sheets[p]!)) w.tasks[p]!.push(task(p));
    else record(w, null, { type: 'skip', player: p, task: kind });
  }
}

/** Scores every sheet (docs/RULES.md §4.1), then starts the after-scoring effects (§4.2). */
function endSeason(w: Work): void {
  const totals: number[] = [];
  for (let p = 0; p < w.options.players; p++) {
    const score = scoreSeason(w, p);
    w.scores[p]!.push(score);
    totals.push(score.total);
  }
  record(w, null, { type: 'season.scored', totals });
  w.stage = 'effects';
  for (let q = 0; q < w.options.players; q++) runEffects(w, q);
}

/**
 * Runs one sheet's after-scoring effects in reveal order, stopping at a choice its owner must make.
 * Each zombie spread is logged with what followed it (kills, coins); the events before the first
 * spread (what a resumed choice destroyed, and its coins) are returned for the choosing action's entry.
 */
export function runEffects(w: Work, q: number, resume?: { from: number; choice: DestroyTask['options'] }): readonly DrawEvent[] {
  const result = applyAfterScoring(w.sheets[q]!, resume ? { from: resume.from, choice: resume.choice } : {});
  const lead: DrawEvent[] = [];
  let spread: { cells: readonly Cell[]; card: string; after: DrawEvent[] } | null = null;
  const flush = () => spread && record(w, null, { type: 'spread', sheet: q, cells: spread.cells }, outcomeOf(q, spread.card, spread.after));
  for (const e of result.events) {
    if (e.type === 'spread') {
      flush();
      spread = { cells: e.cells, card: result.sheet.monsters[e.monster]?.card ?? '', after: [] };
    } else (spread ? spread.after : lead).push(e);
  }
  flush();
  setSheet(w, q, result.sheet, null);
  const pending = result.pending;
  if (pending) {
    const monster = result.sheet.monsters[pending.monster];
    w.tasks[q]!.push({
      kind: 'destroy',
      player: q,
      sheet: q,
      card: monster?.card ?? '',
      monster: pending.monster,
      count: pending.count,
      options: pending.options,
    });
  }
  return lead;
}

const exploreIdsOf = new WeakMap<object, readonly string[]>();

/** The explore cards' ids of a game's card table, in table order (the table object is shared by every game on it). */
function exploreIds(cards: Work['cards']): readonly string[] {
  let ids = exploreIdsOf.get(cards);
  if (!ids) {
    ids = Object.keys(cards).filter((id) => cards[id]!.kind === 'explore');
    exploreIdsOf.set(cards, ids);
  }
  return ids;
}

/**
 * Deck rules between seasons (docs/RULES.md §4.3, content-facts heroes.heroDeckRule): every explore card
 * goes back; unrevealed ambush and hero cards stay in the deck; the next ambush card (and in Heroes
 * the next hero card) joins; the whole deck is shuffled.
 */
function nextSeason(w: Work, rng: Rng): void {
  const explore = exploreIds(w.cards);
  const stay = w.deck.filter((id) => w.cards[id]!.kind !== 'explore');
  const incoming: string[] = [];
  if (w.ambushDeck.length > 0) {
    incoming.push(w.ambushDeck[0]!);
    w.ambushDeck = w.ambushDeck.slice(1);
  }
  if (w.heroDeck.length > 0) {
    incoming.push(w.heroDeck[0]!);
    w.heroDeck = w.heroDeck.slice(1);
  }
  w.season++;
  w.time = 0;
  w.ruins = false;
  w.revealed = [];
  w.deck = rng.shuffle([...explore, ...stay, ...incoming]);
  record(w, null, { type: 'chance.shuffle', deck: 'explore', order: w.deck });
}
