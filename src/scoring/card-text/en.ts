/**
 * The English card-text grammar, in the printed cards' voice: "Earn two reputation stars for each
 * water space adjacent to a mountain space." Nouns take a singular or a plural; numbers up to twelve
 * are words, as printed.
 */
import type { Fill } from '../../grid/fills.ts';
import type { Filter, Match, Unit } from '../rule-schema.ts';
import { inner, patternShape, ranked, singleSpaces, type Award, type CardGrammar } from './grammar.ts';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;
const num = (n: number): string => NUMBER_WORDS[n] ?? String(n);
const plurals = new Intl.PluralRules('en');
const isOne = (n: number): boolean => plurals.select(n) === 'one';

const FILL: Readonly<Record<Fill, string>> = {
  empty: 'empty',
  forest: 'forest',
  village: 'village',
  farm: 'farm',
  water: 'water',
  monster: 'monster',
  hero: 'hero',
  mountain: 'mountain',
  wasteland: 'wasteland',
  destroyed: 'destroyed',
};

const article = (phrase: string): string => `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
/** "a, b or c" */
const either = (words: readonly string[]): string => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);
const spaces = (fills: readonly Fill[] | undefined, many: boolean): string => `${fills ? either(fills.map((f) => FILL[f])) + ' ' : ''}space${many ? 's' : ''}`;

const EDGE = 'the edge of the map';

/** A match as a noun phrase: "water space", "filled spaces", "the edge of the map". */
function match(m: Match, many: boolean): string {
  switch (m.type) {
    case 'fill':
      return spaces(m.fills, many);
    case 'filled':
      return many ? 'filled spaces' : 'filled space';
    case 'ruins':
      return many ? 'ruins spaces' : 'ruins space';
    case 'edge':
      return EDGE;
    case 'any-of':
      return m.of.map((p) => match(p, many)).join(' or ');
  }
}

/** One of a match: "a water space", "an empty space", "the edge of the map". */
function oneOf(m: Match): string {
  if (m.type === 'edge') return EDGE;
  if (m.type === 'any-of') return m.of.map(oneOf).join(' or ');
  return article(match(m, false));
}

/** How many: "three or more water spaces", "exactly two farm spaces", "a water space". */
function quantity(min: number | undefined, max: number | undefined, noun: (many: boolean) => string, one: string): string {
  const lo = min ?? (max === undefined ? 1 : 0);
  if (max === undefined) return lo === 1 ? one : `${num(lo)} or more ${noun(true)}`;
  if (lo === max) return `exactly ${num(lo)} ${noun(!isOne(lo))}`;
  if (lo === 0) return `at most ${num(max)} ${noun(!isOne(max))}`;
  return `${num(lo)} to ${num(max)} ${noun(true)}`;
}

const matchQuantity = (min: number | undefined, max: number | undefined, m: Match): string => quantity(min, max, (many) => match(m, many), oneOf(m));

const EDGE_WORD = { top: 'top', bottom: 'bottom', left: 'left', right: 'right' } as const;

/** A filter as words after the unit's noun ("adjacent to a water space"), or before it ("complete"). */
const LINES: ReadonlySet<string> = new Set(['rows', 'columns', 'diagonals']);

/** Words of a filter: before the noun ("complete"), right after it ("of filled spaces"), or as a phrase after ("adjacent to a water space"). */
interface Words {
  readonly before?: string;
  readonly of?: string;
  readonly after?: string;
}

function filter(f: Filter, unit: Unit): Words {
  switch (f.type) {
    case 'adjacent':
      if (f.max === 0) return { after: `not adjacent to ${oneOf(f.to)}` };
      return { after: `adjacent to ${matchQuantity(f.min, f.max, f.to)}` };
    case 'surrounded':
      return { after: `surrounded on all ${singleSpaces(unit) ? 'four ' : ''}sides by ${f.by ? match(f.by, true) : `filled spaces or ${EDGE}`}` };
    case 'size':
      return { after: `with ${quantity(f.min, f.max, (many) => (many ? 'spaces' : 'space'), 'one space or more')}` };
    case 'count':
      if (f.max === 0) return { after: `containing no ${match(f.of, false)}` };
      return { after: `containing ${(f.min ?? 1) === 1 && f.max === undefined ? 'at least one ' + match(f.of, false) : matchQuantity(f.min, f.max, f.of)}` };
    case 'every':
      if (f.is.type === 'filled') return LINES.has(unit.type) ? { before: 'complete', of: 'of filled spaces' } : { before: 'completely filled' };
      return { after: `made only of ${match(f.is, true)}` };
    case 'equal-counts':
      return { after: `containing as many ${match(f.of[0], true)} as ${match(f.of[1], true)}, at least ${num(f.min ?? 1)} of each` };
    case 'distinct-terrains': {
      const kinds = quantity(f.min, f.max, (many) => `different terrain type${many ? 's' : ''}`, 'at least one terrain type');
      return { after: f.in === 'unit' ? `containing ${kinds}` : `adjacent to ${kinds}` };
    }
    case 'touches-edge': {
      if (!f.edges) return { after: `touching ${EDGE}` };
      const names = f.edges.map((e) => EDGE_WORD[e]);
      const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${f.every ? 'and' : 'or'} ${names[names.length - 1]}`;
      return { after: `touching the ${joined} edge${names.length > 1 && f.every ? 's' : ''} of the map` };
    }
    case 'contains': {
      const s = patternShape(f.pattern);
      if (!s.rectangle) return { after: `containing ${num(s.spaces)} spaces in the shape ${f.pattern.join(' / ')}${f.rotations ? ' turned any way' : ''}` };
      const box =
        s.width === s.height ? `a ${s.width}x${s.height} square` : `a ${s.width}x${s.height}${f.rotations ? ` or ${s.height}x${s.width}` : ''} rectangle`;
      return { after: `containing ${num(s.spaces)} spaces in ${box}` };
    }
    case 'parity':
      return { before: `${f.parity}-numbered` };
    case 'on-ruins':
      return { after: 'on a ruins space' };
    case 'linked': {
      const another = unit.type === 'spaces' && f.to.type === 'fill' && unit.fills !== undefined && unit.fills.join() === f.to.fills.join();
      return { after: `connected to ${another ? 'another ' + match(f.to, false) : oneOf(f.to)} by a cluster of ${spaces([f.through], true)}` };
    }
  }
}

/** The word that points back at a chosen unit: "that cluster". */
function head(unit: Unit): string {
  switch (unit.type) {
    case 'spaces':
    case 'neighbours':
      return 'space';
    case 'clusters':
      return 'cluster';
    case 'rows':
    case 'occupied-rows':
      return 'row';
    case 'columns':
    case 'occupied-columns':
      return 'column';
    case 'diagonals':
      return 'diagonal line';
    case 'squares':
      return 'square';
    case 'runs':
      return 'line';
    case 'largest':
    case 'second-largest':
      return head(unit.of);
  }
}

/** A unit as a singular noun phrase with its filters: "cluster of six or more village spaces". */
function unitPhrase(unit: Unit, chosen: Unit | undefined): string {
  const where = 'where' in unit && unit.where ? unit.where : [];
  const sizeOfCluster = unit.type === 'clusters' ? where.find((f) => f.type === 'size') : undefined;
  const words = where.filter((f) => f !== sizeOfCluster).map((f) => filter(f, unit));
  // "complete" comes first: "each complete odd-numbered column of filled spaces".
  const before = words.flatMap((w) => (w.before ? [w.before] : [])).sort((a, b) => Number(b.startsWith('complete')) - Number(a.startsWith('complete')));
  const of = words.flatMap((w) => (w.of ? [w.of] : []));
  const after = words.flatMap((w) => (w.after ? [w.after] : []));
  const ref = chosen ? `that ${head(chosen)}` : 'the chosen unit';
  let noun: string;
  switch (unit.type) {
    case 'spaces':
      noun = spaces(unit.fills, false);
      break;
    case 'neighbours':
      noun = spaces(unit.fills, false);
      after.unshift(`adjacent to ${ref}`);
      break;
    case 'clusters': {
      const of = (many: boolean) => spaces([unit.terrain], many);
      noun = `cluster of ${sizeOfCluster?.type === 'size' ? quantity(sizeOfCluster.min, sizeOfCluster.max, of, `one or more ${of(true)}`) : of(true)}`;
      break;
    }
    case 'rows':
      noun = 'row';
      break;
    case 'columns':
      noun = 'column';
      break;
    case 'diagonals':
      noun = 'diagonal line';
      after.unshift(`running from top ${unit.direction === 'down-right' ? 'left to bottom right' : 'right to bottom left'}`);
      break;
    case 'squares':
      noun = `square of ${match(unit.of, true)}`;
      break;
    case 'runs':
      noun = `unbroken ${unit.direction} line of ${spaces(unit.fills, true)}`;
      break;
    case 'largest':
      return `${unit.of.type === 'runs' ? 'longest' : 'largest'} ${unitPhrase(unit.of, chosen)}`;
    case 'second-largest':
      return `second ${unit.of.type === 'runs' ? 'longest' : 'largest'} ${unitPhrase(unit.of, chosen)}`;
    case 'occupied-rows':
      return `row that contains a space of ${ref}`;
    case 'occupied-columns':
      return `column that contains a space of ${ref}`;
  }
  return [...before, noun, ...of].join(' ') + (after.length ? ' ' + after.join(' and ') : '');
}

/** The spaces of a unit, as a noun: a village cluster's are "village spaces". */
function spaceOf(unit: Unit): string {
  const u = inner(unit);
  if (u.type === 'clusters') return spaces([u.terrain], false);
  if (u.type === 'runs') return spaces(u.fills, false);
  return 'space';
}

function stars(n: number): string {
  const a = Math.abs(n);
  return `${num(a)} reputation star${isOne(a) ? '' : 's'}`;
}

export const en: CardGrammar = {
  locale: 'en',
  numberWords: NUMBER_WORDS,
  terrainWords: Object.fromEntries(
    [...Object.entries(FILL), ['ruins', 'ruins']].map(([k, w]) => [k, new RegExp(`\\b${w}\\b`, 'i')]),
  ) as CardGrammar['terrainWords'],
  award(rule: Award, chosen: Unit | undefined): string {
    const verb = rule.stars < 0 ? 'lose' : 'earn';
    const target = `${ranked(rule.of) ? 'the' : 'each'} ${unitPhrase(rule.of, chosen)}`;
    let what: string;
    if (rule.type === 'per') what = ranked(rule.of) ? target : `each ${unitPhrase(rule.of, chosen)}`;
    else if (rule.type === 'per-length' && inner(rule.of).type === 'squares') what = `each space along one side of ${target}`;
    else what = `each ${spaceOf(rule.of)} in ${target}`;
    return `${verb} ${stars(rule.stars)} for ${what}`;
  },
  choose(unit: Unit, clauses: readonly string[]): string {
    return `choose ${article(unitPhrase(unit, undefined))} and ${clauses.join(' and ')}`;
  },
};
