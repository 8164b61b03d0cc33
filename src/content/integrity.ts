/**
 * The integrity pass: what a schema cannot say. Runs on the files that passed the schema pass.
 * Unique ids; references that exist; shapes that are rectangles, trimmed and connected (except
 * declared gaps); hero patterns with one hero; rectangular map sides showing only printed spaces;
 * the four scoring stacks; season order; scoring rules that make sense, and worked examples that
 * score the stars they state.
 */
import { NotationError, parseNotation } from '../grid/notation.ts';
import { notationProblem } from './notation-problem.ts';
import { checkRule } from '../scoring/check.ts';
import { scoreRule } from '../scoring/stars.ts';
import type { MapGrid } from '../grid/grid.ts';
import { gapCells, outlineProblems, shapeCells, shapeParts } from './pictures.ts';
import { problem, type Problem } from './problems.ts';
import type { ContentProblemParams, ProblemCode } from './problem-codes.ts';
import type { ParamsArg } from '../scoring/rule-issues.ts';
import { SCORING_STACKS } from './stacks.ts';

/** Kept here too for older imports. */
export { SCORING_STACKS };
import { CONTENT_FILES, type ContentFileName, type PackManifest } from './schema.ts';
import { PRINTED_SIZE } from './printed-size.ts';
import type { AmbushCard, Card, EdictCard, ExploreCard, HeroCard, MapSide, ScoringCard, ScoringStack, SeasonCard, ShapePicture } from './types.ts';

/**
 * The cards of one file after the schema pass: a card that failed it is a hole (undefined), so
 * the others keep their positions and still take part (in duplicate ids, for instance).
 */
export interface CheckedFile {
  readonly file: string;
  readonly cards: readonly (Card | undefined)[];
  /** Every card passed: checks across the file's cards (stacks, season order) only run then. */
  readonly complete: boolean;
}

type Report = <C extends ProblemCode>(pointer: string, code: C, ...params: ParamsArg<ContentProblemParams, C>) => void;

/**
 * No shape is larger than the printed map: it could never be drawn. Checked before anything expands
 * the picture into spaces (a 1000 x 1000 shape took 10-44 s and up to 1 GB to validate).
 */
export const MAX_SHAPE_SIZE = PRINTED_SIZE;

function checkShape(shape: ShapePicture, at: string, report: Report): void {
  const cols = Math.max(0, ...shape.map((row) => row.length));
  if (shape.length > MAX_SHAPE_SIZE || cols > MAX_SHAPE_SIZE) {
    report(at, 'shape.too-large', { rows: shape.length, cols, max: MAX_SHAPE_SIZE });
    return;
  }
  const outline = outlineProblems(shape);
  for (const p of outline) report(p.row === undefined ? at : `${at}/${p.row}`, `shape.${p.code}`, p.params as never);
  if (outline.length) return;
  if (shapeCells(shape).length === 0) {
    report(at, 'shape.no-space');
    return;
  }
  const xs = new Set(shapeCells(shape).map(([r, c]) => `${r},${c}`));
  for (const [r, c] of gapCells(shape)) {
    const touches = [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ].some(([a, b]) => xs.has(`${a},${b}`));
    if (!touches) report(`${at}/${r}`, 'shape.stray-gap', { column: c + 1 });
  }
  const parts = shapeParts(shape);
  if (parts.length > 1) {
    report(at, 'shape.disconnected', { parts: parts.length });
  }
}

function checkExplore(card: ExploreCard, at: string, report: Report): void {
  if (card.ruins) {
    if (card.terrains.length) report(`${at}/terrains`, 'explore.ruins-terrains');
    if (card.options.length) report(`${at}/options`, 'explore.ruins-shapes');
    if (card.time !== 0) report(`${at}/time`, 'explore.ruins-time', { time: card.time });
    return;
  }
  if (card.terrains.length === 0) report(`${at}/terrains`, 'explore.no-terrain');
  if (card.options.length === 0) report(`${at}/options`, 'explore.no-option');
  const seen = new Set<string>();
  card.terrains.forEach((t, i) => {
    if (seen.has(t)) report(`${at}/terrains/${i}`, 'explore.terrain-twice', { terrain: t });
    seen.add(t);
  });
  card.options.forEach((o, i) => checkShape(o.shape, `${at}/options/${i}/shape`, report));
}

function checkAmbush(card: AmbushCard, at: string, report: Report): void {
  checkShape(card.shape, `${at}/shape`, report);
}

function checkHero(card: HeroCard, at: string, report: Report): void {
  const outline = outlineProblems(card.pattern);
  for (const p of outline) report(p.row === undefined ? `${at}/pattern` : `${at}/pattern/${p.row}`, `pattern.${p.code}`, p.params as never);
  if (outline.length) return;
  const heroes = card.pattern.join('').split('H').length - 1;
  if (heroes !== 1) report(`${at}/pattern`, 'pattern.heroes', { count: heroes });
  if (!card.pattern.join('').includes('X')) report(`${at}/pattern`, 'pattern.no-attack');
}

const PRINTED = new Set(['empty', 'mountain', 'wasteland']);

/** NOTATION rows as a grid, or null after reporting where they are wrong (no blank or comment rows: each row is a row). */
function parseRows(rows: readonly string[], at: string, report: Report): MapGrid | null {
  let bad = false;
  rows.forEach((row, r) => {
    const t = row.trim();
    if (t === '' || t.startsWith(';')) {
      report(`${at}/rows/${r}`, 'map.row-blank');
      bad = true;
    }
  });
  if (bad) return null;
  try {
    return parseNotation(rows.join('\n'));
  } catch (e) {
    if (!(e instanceof NotationError)) throw e;
    const line = e.location.line;
    const where = line === undefined ? `${at}/rows` : `${at}/rows/${line - 1}`;
    const { code, params } = notationProblem(e);
    report(where, code, params as never);
    return null;
  }
}

/** A scoring card's rule makes sense, and its worked example (if any) scores the stars it states. */
function checkScoring(card: ScoringCard, at: string, report: Report): void {
  const problems = checkRule(card.rule);
  for (const p of problems) report(`${at}/rule${p.pointer}`, p.code, p.params as never);
  const example = card.example;
  if (!example || problems.length > 0) return;
  const grid = parseRows(example.rows, `${at}/example`, report);
  if (!grid) return;
  const stars = scoreRule(card.rule, grid);
  if (stars !== example.stars) report(`${at}/example/stars`, 'example.stars', { stated: example.stars, scored: stars });
}

function checkMap(card: MapSide, at: string, report: Report): void {
  const grid = parseRows(card.rows, at, report);
  if (!grid) return;
  for (let r = 0; r < grid.rows; r++) {
    for (let c = 0; c < grid.cols; c++) {
      const i = r * grid.cols + c;
      const fill = grid.fills[i]!;
      if (!PRINTED.has(fill) || (grid.ruins[i] && fill !== 'empty')) {
        report(`${at}/rows/${r}`, grid.ruins[i] ? 'map.not-printed-ruins' : 'map.not-printed', { column: c + 1, fill });
      }
    }
  }
}

/** Problems in the cards and across the files of one pack. */
export function integrityProblems(manifest: PackManifest, files: readonly CheckedFile[]): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map<string, { file: string; pointer: string }>();
  const byKind = <C extends Card>(kind: C['kind']) => {
    const out: Array<{ card: C; file: string; at: string }> = [];
    for (const f of files) f.cards.forEach((card, i) => card?.kind === kind && out.push({ card: card as C, file: f.file, at: `/cards/${i}` }));
    return out;
  };
  // Checks across cards of a kind need all of them: skip them while a card of that kind is broken.
  const complete = (kind: Card['kind']) => files.every((f) => f.complete || CONTENT_FILES[f.file as ContentFileName] !== kind);

  // pack.json: each file listed once
  const listed = new Set<string>();
  manifest.files.forEach((name, i) => {
    if (listed.has(name)) problems.push(problem('pack.json', `/files/${i}`, 'pack.file-twice', { name }));
    listed.add(name);
  });
  const mins = new Set<number>();
  manifest.soloTitles?.forEach((t, i) => {
    if (mins.has(t.min)) problems.push(problem('pack.json', `/soloTitles/${i}/min`, 'pack.solo-title-twice', { min: t.min }));
    mins.add(t.min);
  });

  for (const f of files) {
    const report: Report = (pointer, code, ...params) => problems.push(problem(f.file, pointer, code, ...params));
    f.cards.forEach((card, i) => {
      if (!card) return;
      const at = `/cards/${i}`;
      const first = ids.get(card.id);
      if (first) report(`${at}/id`, 'card.duplicate-id', { id: card.id, file: first.file, pointer: first.pointer });
      else ids.set(card.id, { file: f.file, pointer: at });
      switch (card.kind) {
        case 'explore':
          return checkExplore(card, at, report);
        case 'ambush':
          return checkAmbush(card, at, report);
        case 'hero':
          return checkHero(card, at, report);
        case 'map':
          return checkMap(card, at, report);
        case 'scoring':
          return checkScoring(card, at, report);
        default:
          return;
      }
    });
  }

  // edicts: one card per letter; seasons: refer to edicts that exist, orders 1..n
  const edicts = byKind<EdictCard>('edict');
  const letters = new Map<string, string>();
  for (const { card, file, at } of complete('edict') ? edicts : []) {
    if (letters.has(card.letter))
      problems.push(problem(file, `${at}/letter`, 'edict.letter-twice', { letter: card.letter, first: letters.get(card.letter)!, id: card.id }));
    else letters.set(card.letter, card.id);
  }
  const seasons = byKind<SeasonCard>('season');
  const checkSeasons = complete('season') && complete('edict');
  const orders = new Map<number, string>();
  for (const { card, file, at } of checkSeasons ? seasons : []) {
    card.edicts.forEach((letter, j) => {
      if (edicts.length > 0 && !letters.has(letter)) {
        problems.push(problem(file, `${at}/edicts/${j}`, 'season.no-edict', { id: card.id, letter }));
      }
    });
    if (card.edicts[0] === card.edicts[1]) problems.push(problem(file, `${at}/edicts/1`, 'season.same-edicts', { letter: card.edicts[0] }));
    if (orders.has(card.order))
      problems.push(problem(file, `${at}/order`, 'season.order-twice', { first: orders.get(card.order)!, id: card.id, order: card.order }));
    else orders.set(card.order, card.id);
    if (card.order > seasons.length) problems.push(problem(file, `${at}/order`, 'season.order-past', { order: card.order, count: seasons.length }));
  }

  // scoring: the four stacks. A pack played on its own (it has its own map sides, explore deck and
  // seasons) must fill all four; an add-on pack (say, a designer's new scoring card, or new cards and
  // a map side without seasons) is combined with another game's pack, and combinePacks checks that
  // the table's every stack has a card.
  const scoring = byKind<ScoringCard>('scoring');
  const standalone = byKind<MapSide>('map').length > 0 && byKind<ExploreCard>('explore').length > 0 && seasons.length > 0;
  if (standalone && scoring.length > 0 && complete('scoring')) {
    const file = scoring[0]!.file;
    for (const stack of SCORING_STACKS) {
      if (!scoring.some((s) => s.card.stack === stack)) {
        problems.push(problem(file, '/cards', 'scoring.stacks', { stacks: SCORING_STACKS, stack }));
      }
    }
  }
  return problems;
}
