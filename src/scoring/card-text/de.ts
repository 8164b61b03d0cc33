/**
 * The German card-text grammar, in the printed cards' voice: "Erhalte zwei Ruhmessterne für jedes
 * Wasserfeld, das an ein Gebirgsfeld grenzt." Every phrase is built in the case its preposition or
 * verb asks for (Nominativ, Akkusativ, Dativ, Genitiv), with the gender of its noun (die Gruppe, das
 * Feld) and the adjective endings its determiner calls for (jedes leere Feld, ein leeres Feld).
 * Fields of one terrain are compounds (Waldfeld); several share the last part (Acker- und Wasserfeld).
 */
import type { Fill } from '../../grid/fills.ts';
import type { Filter, Match, Unit } from '../rule-schema.ts';
import { alternatives, inner, patternShape, ranked, singleSpaces, type Award, type CardGrammar, type ClauseWords } from './grammar.ts';

const NUMBER_WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'] as const;
const num = (n: number): string => NUMBER_WORDS[n] ?? String(n);
const plurals = new Intl.PluralRules('de');
const isOne = (n: number): boolean => plurals.select(n) === 'one';

type Case = 'nom' | 'akk' | 'dat' | 'gen';
type Gender = 'm' | 'f' | 'n';
/** jed- and der/die/das and dies- take weak adjective endings; ein- mixed; none strong (plural only here). */
type Det = 'jed' | 'def' | 'indef' | 'dies' | 'none';

const DETERMINERS: Readonly<Record<Exclude<Det, 'none'>, Readonly<Record<Case, Readonly<Record<Gender, string>>>>>> = {
  jed: {
    nom: { m: 'jeder', f: 'jede', n: 'jedes' },
    akk: { m: 'jeden', f: 'jede', n: 'jedes' },
    dat: { m: 'jedem', f: 'jeder', n: 'jedem' },
    gen: { m: 'jedes', f: 'jeder', n: 'jedes' },
  },
  def: {
    nom: { m: 'der', f: 'die', n: 'das' },
    akk: { m: 'den', f: 'die', n: 'das' },
    dat: { m: 'dem', f: 'der', n: 'dem' },
    gen: { m: 'des', f: 'der', n: 'des' },
  },
  indef: {
    nom: { m: 'ein', f: 'eine', n: 'ein' },
    akk: { m: 'einen', f: 'eine', n: 'ein' },
    dat: { m: 'einem', f: 'einer', n: 'einem' },
    gen: { m: 'eines', f: 'einer', n: 'eines' },
  },
  dies: {
    nom: { m: 'dieser', f: 'diese', n: 'dieses' },
    akk: { m: 'diesen', f: 'diese', n: 'dieses' },
    dat: { m: 'diesem', f: 'dieser', n: 'diesem' },
    gen: { m: 'dieses', f: 'dieser', n: 'dieses' },
  },
};

/** An adjective's ending in the singular after a determiner. */
function adj(stem: string, g: Gender, c: Case, det: Det): string {
  if (c === 'dat' || c === 'gen') return stem + 'en';
  if (det === 'indef' || det === 'none') {
    if (g === 'f') return stem + 'e';
    if (g === 'n') return stem + 'es';
    return stem + (c === 'nom' ? 'er' : 'en');
  }
  return stem + (g === 'm' && c === 'akk' ? 'en' : 'e');
}

/** Terrains that make a compound with "feld" (Waldfeld), and those said by an adjective (leeres Feld). */
const COMPOUND: Partial<Readonly<Record<Fill | 'ruins', string>>> = {
  forest: 'Wald',
  village: 'Dorf',
  farm: 'Acker',
  water: 'Wasser',
  monster: 'Monster',
  hero: 'Helden',
  mountain: 'Gebirgs',
  wasteland: 'Ödland',
  ruins: 'Ruinen',
};
const ADJECTIVE: Partial<Readonly<Record<Fill | 'filled', string>>> = { empty: 'leer', destroyed: 'zerstört', filled: 'gefüllt' };

/** Feld in the singular (by case) or plural (Felder, Dativ Feldern). */
const feld = (c: Case, many: boolean): string => (many ? (c === 'dat' ? 'Feldern' : 'Felder') : c === 'gen' ? 'Feldes' : 'Feld');

/**
 * Fields of some terrains in one case: "Wald- oder Dorffeld", "leeres Feld oder Waldfeld". `det`
 * comes first (its form by case), then each alternative; a plural has no determiner.
 */
function fields(kinds: ReadonlyArray<Fill | 'ruins' | 'filled'>, c: Case, many: boolean, det: Det, join = 'oder'): string {
  const compounds = kinds.flatMap((k) => (k in COMPOUND ? [COMPOUND[k as keyof typeof COMPOUND] as string] : []));
  const adjectives = kinds.flatMap((k) => (k in ADJECTIVE ? [ADJECTIVE[k as keyof typeof ADJECTIVE] as string] : []));
  const word = feld(c, many);
  const parts: string[] = [];
  const lead = det === 'none' || many ? '' : DETERMINERS[det][c].n + ' ';
  const pluralAdj = (stem: string) => stem + (c === 'dat' ? 'en' : 'e');
  for (const a of adjectives) parts.push(`${many ? pluralAdj(a) : adj(a, 'n', c, det)} ${word}`);
  if (compounds.length) parts.push(compounds.map((p, i) => (i === compounds.length - 1 ? p + word.toLowerCase() : p + '-')).join(` ${join} `));
  if (kinds.length === 0) parts.push(word);
  return lead + parts.join(` ${join} ${lead}`);
}

const EDGE: Readonly<Record<Case, string>> = { nom: 'der Kartenrand', akk: 'den Kartenrand', dat: 'dem Kartenrand', gen: 'des Kartenrands' };

function kindsOf(m: Match): Array<Fill | 'ruins' | 'filled'> {
  if (m.type === 'fill') return [...m.fills];
  if (m.type === 'ruins' || m.type === 'filled') return [m.type];
  return [];
}

/** A match in one case: "ein Wasserfeld", "Wasserfelder", "dem Kartenrand", "einem leeren Feld". */
function match(m: Match, c: Case, many: boolean, det: Det): string {
  if (m.type === 'edge') return EDGE[c];
  if (m.type === 'any-of') return m.of.map((p) => match(p, c, many, det)).join(' oder ');
  return fields(kindsOf(m), c, many, det);
}

/** How many, in a case: "drei oder mehr Wasserfelder", "genau drei leeren Feldern", "ein Wasserfeld". */
function quantity(min: number | undefined, max: number | undefined, c: Case, noun: (many: boolean) => string, one: string): string {
  const lo = min ?? (max === undefined ? 1 : 0);
  if (max === undefined) return lo === 1 ? one : `${num(lo)} oder mehr ${noun(true)}`;
  if (lo === max) return `genau ${isOne(lo) ? one : `${num(lo)} ${noun(true)}`}`;
  if (lo === 0) return `höchstens ${isOne(max) ? one : `${num(max)} ${noun(true)}`}`;
  return `${num(lo)} bis ${num(max)} ${noun(true)}`;
}

const matchQuantity = (min: number | undefined, max: number | undefined, m: Match, c: Case): string =>
  quantity(min, max, c, (many) => match(m, c, many, 'none'), match(m, c, false, 'indef'));

const EDGE_ADJ = { top: 'oberen', bottom: 'unteren', left: 'linken', right: 'rechten' } as const;

function filter(f: Filter, unit: Unit): ClauseWords {
  const single = singleSpaces(unit);
  switch (f.type) {
    case 'adjacent': {
      if (f.max === 0) {
        const parts = alternatives(f.to);
        if (parts.length > 1) return { clause: `weder ${parts.map((p) => `an ${match(p, 'akk', false, 'indef')}`).join(' noch ')} grenzt` };
        return {
          clause: f.to.type === 'edge' ? 'nicht an den Kartenrand grenzt' : `an ${fields(kindsOf(f.to), 'akk', false, 'none').replace(/^/, 'kein ')} grenzt`,
        };
      }
      return { clause: `an ${matchQuantity(f.min, f.max, f.to, 'akk')} grenzt` };
    }
    case 'surrounded':
      return {
        clause: `an allen ${single ? 'vier ' : ''}Seiten von ${f.by ? match(f.by, 'dat', true, 'none') : 'gefüllten Feldern oder dem Kartenrand'} umgeben ist`,
      };
    case 'size':
      return { clause: `${quantity(f.min, f.max, 'akk', (many) => feld('akk', many), 'ein Feld')} hat` };
    case 'count':
      if (f.max === 0) return { clause: `kein ${match(f.of, 'akk', false, 'none')} enthält` };
      return {
        clause: `${(f.min ?? 1) === 1 && f.max === undefined ? 'mindestens ' + match(f.of, 'akk', false, 'indef') : matchQuantity(f.min, f.max, f.of, 'akk')} enthält`,
      };
    case 'every':
      return f.is.type === 'filled' ? { before: 'vollständig gefüllt' } : { clause: `nur aus ${match(f.is, 'dat', true, 'none')} besteht` };
    case 'equal-counts': {
      const [a, b] = [kindsOf(f.of[0]), kindsOf(f.of[1])];
      const both =
        a.length && b.length
          ? fields([...a, ...b], 'akk', true, 'none', 'und').replace(' und ', ' wie ')
          : `${match(f.of[0], 'akk', true, 'none')} wie ${match(f.of[1], 'akk', true, 'none')}`;
      return { clause: `gleich viele ${both} enthält, von beiden mindestens ${(f.min ?? 1) === 1 ? 'eines' : num(f.min ?? 1)}` };
    }
    case 'distinct-terrains': {
      const kinds = quantity(f.min, f.max, 'akk', () => 'verschiedene Geländearten', 'eine Geländeart');
      return { clause: f.in === 'unit' ? `${kinds} enthält` : `an ${kinds} grenzt` };
    }
    case 'touches-edge': {
      if (!f.edges) return { clause: 'den Kartenrand berührt' };
      const names = f.edges.map((e) => `den ${EDGE_ADJ[e]}`);
      const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${f.every ? 'und' : 'oder'} ${names[names.length - 1]}`;
      return { clause: `${joined} Kartenrand berührt` };
    }
    case 'contains': {
      const s = patternShape(f.pattern);
      if (!s.rectangle) return { clause: `${num(s.spaces)} Felder in der Form ${f.pattern.join(' / ')}${f.rotations ? ' (beliebig gedreht)' : ''} enthält` };
      const box =
        s.width === s.height
          ? `einem ${s.width}x${s.height}-Quadrat`
          : `einem ${s.width}x${s.height}-${f.rotations ? ` oder ${s.height}x${s.width}-` : ''}Rechteck`;
      return { clause: `${num(s.spaces)} Felder in ${box} enthält` };
    }
    case 'parity':
      return { clause: `eine ${f.parity === 'odd' ? 'ungerade' : 'gerade'} Nummer hat` };
    case 'on-ruins':
      return { clause: 'auf einem Ruinenfeld liegt' };
    case 'linked': {
      const another = unit.type === 'spaces' && f.to.type === 'fill' && unit.fills !== undefined && unit.fills.join() === f.to.fills.join();
      const to = match(f.to, 'dat', false, 'indef');
      return {
        clause: `durch eine Gruppe von ${fields([f.through], 'dat', true, 'none')} mit ${another ? to.replace(/^einem /, 'einem anderen ') : to} verbunden ist`,
      };
    }
  }
}

interface Noun {
  readonly g: Gender;
  /** the noun itself, by case */
  readonly word: (c: Case) => string;
}
const noun = (g: Gender, word: string, gen = word): Noun => ({ g, word: (c) => (c === 'gen' ? gen : word) });

const RELATIVE: Readonly<Record<Gender, string>> = { m: 'der', f: 'die', n: 'das' };

/** The head of a unit: its noun and what follows it before any relative clause. */
function headOf(unit: Unit, chosen: Unit | undefined): { noun: Noun; before: string[]; after: string[]; fills?: ReadonlyArray<Fill> } {
  const ref = (c: Case) => (chosen ? `${DETERMINERS.dies[c][nounOf(chosen).g]} ${nounOf(chosen).word(c)}` : 'der gewählten Einheit');
  switch (unit.type) {
    case 'spaces':
      return { noun: nounOf(unit), before: [], after: [], ...(unit.fills ? { fills: unit.fills } : {}) };
    case 'neighbours':
      return { noun: nounOf(unit), before: [], after: [`neben ${ref('dat')}`], ...(unit.fills ? { fills: unit.fills } : {}) };
    case 'clusters': {
      const size = unit.where?.find((f) => f.type === 'size');
      const of =
        size?.type === 'size'
          ? `aus ${quantity(size.min, size.max, 'dat', (many) => fields([unit.terrain], 'dat', many, 'none'), fields([unit.terrain], 'dat', false, 'indef'))}`
          : `von ${fields([unit.terrain], 'dat', true, 'none')}`;
      return { noun: nounOf(unit), before: [], after: [of] };
    }
    case 'diagonals':
      return {
        noun: nounOf(unit),
        before: [],
        after: [unit.direction === 'down-right' ? 'von links oben nach rechts unten' : 'von rechts oben nach links unten'],
      };
    case 'squares':
      return { noun: nounOf(unit), before: [], after: [`aus ${match(unit.of, 'dat', true, 'none')}`] };
    case 'runs':
      return {
        noun: nounOf(unit),
        before: ['ununterbrochen', unit.direction === 'horizontal' ? 'waagerecht' : 'senkrecht'],
        after: [`aus ${fields(unit.fills, 'dat', true, 'none')}`],
      };
    case 'occupied-rows':
    case 'occupied-columns':
      return { noun: nounOf(unit), before: [], after: [`mit einem Feld ${ref('gen')}`] };
    default:
      return { noun: nounOf(unit), before: [], after: [] };
  }
}

function nounOf(unit: Unit): Noun {
  switch (unit.type) {
    case 'spaces':
    case 'neighbours':
      return noun('n', 'Feld', 'Feldes');
    case 'clusters':
      return noun('f', 'Gruppe');
    case 'rows':
    case 'occupied-rows':
      return noun('f', 'Zeile');
    case 'columns':
    case 'occupied-columns':
      return noun('f', 'Spalte');
    case 'diagonals':
      return noun('f', 'Diagonale');
    case 'squares':
      return noun('n', 'Quadrat', 'Quadrats');
    case 'runs':
      return noun('f', 'Linie');
    case 'largest':
    case 'second-largest':
      return nounOf(unit.of);
  }
}

/** A unit in a case after a determiner: "jede Gruppe aus sechs oder mehr Dorffeldern, die ...". */
function unitPhrase(unit: Unit, c: Case, det: Det, chosen: Unit | undefined): { text: string; clause: boolean } {
  let rank: string | undefined;
  let u = unit;
  if (unit.type === 'largest' || unit.type === 'second-largest') {
    rank = (unit.type === 'second-largest' ? 'zweit' : '') + (unit.of.type === 'runs' ? 'längst' : 'größt');
    u = unit.of;
  }
  const h = headOf(u, chosen);
  const where = 'where' in u && u.where ? u.where.filter((f) => !(u.type === 'clusters' && f.type === 'size')) : [];
  const words = where.map((f) => filter(f, u));
  const stems = [...(rank ? [rank] : []), ...words.flatMap((w) => (w.before ? [w.before] : [])), ...h.before];
  const clauses = words.flatMap((w) => (w.clause ? [w.clause] : []));
  const g = h.noun.g;
  const adjectives = stems.map((s) => adj(s, g, c, det));
  let head: string;
  if (h.fills) {
    // Fields carry their own determiner and adjectives (jedes leere Feld oder Waldfeld).
    const base = fields(h.fills, c, false, det);
    head = adjectives.length ? base.replace(/^(\S+) /, `$1 ${adjectives.join(' ')} `) : base;
  } else {
    const lead = det === 'none' ? '' : DETERMINERS[det][c][g] + ' ';
    head = `${lead}${[...adjectives, h.noun.word(c)].join(' ')}`;
  }
  const text = [head, ...h.after].join(' ') + (clauses.length ? `, ${RELATIVE[g]} ${clauses.join(' und ')}` : '');
  return { text, clause: clauses.length > 0 };
}

/** The spaces of a unit, after "für jedes": a village cluster's are "Dorffeld". */
function spaceOf(unit: Unit): string {
  const u = inner(unit);
  if (u.type === 'clusters') return fields([u.terrain], 'akk', false, 'jed');
  if (u.type === 'runs') return fields(u.fills, 'akk', false, 'jed');
  return 'jedes Feld';
}

function stars(n: number): string {
  const a = Math.abs(n);
  return isOne(a) ? 'einen Ruhmesstern' : `${num(a)} Ruhmessterne`;
}

export const de: CardGrammar = {
  locale: 'de',
  numberWords: NUMBER_WORDS,
  terrainWords: {
    empty: /\bleer/i,
    forest: /wald/i,
    village: /dorf/i,
    farm: /acker/i,
    water: /wasser/i,
    monster: /monster/i,
    hero: /helden?/i,
    mountain: /gebirg/i,
    wasteland: /ödland/i,
    destroyed: /zerstört/i,
    ruins: /ruine/i,
  },
  award(rule: Award, chosen: Unit | undefined): string {
    const verb = rule.stars < 0 ? 'verliere' : 'erhalte';
    const det: Det = ranked(rule.of) ? 'def' : 'jed';
    let what: string;
    if (rule.type === 'per') what = unitPhrase(rule.of, 'akk', det, chosen).text;
    else if (rule.type === 'per-length' && inner(rule.of).type === 'squares')
      what = `jedes Feld entlang einer Seite ${unitPhrase(rule.of, 'gen', det, chosen).text}`;
    else what = `${spaceOf(rule.of)} in ${unitPhrase(rule.of, 'dat', det, chosen).text}`;
    return `${verb} ${stars(rule.stars)} für ${what}`;
  },
  choose(unit: Unit, clauses: readonly string[]): string {
    const chosen = unitPhrase(unit, 'akk', 'indef', undefined);
    return `wähle ${chosen.text}${chosen.clause ? ',' : ''} und ${clauses.join(' und ')}`;
  },
};
