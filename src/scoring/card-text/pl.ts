/**
 * The Polish card-text grammar, in the printed cards' voice: "Zdobądź 2 Gwiazdki Reputacji za każdy
 * obszar Wody, który sąsiaduje z obszarem Gór." Nouns and adjectives are built in the case their
 * preposition or verb governs (za + biernik, z + narzędnik, w + miejscownik, bez/wzdłuż + dopełniacz)
 * and agree in gender; a counted noun takes the form its number asks for (1 obszar, 2 obszary, 5
 * obszarów: Intl.PluralRules('pl')). Numbers are digits, as printed.
 */
import type { Fill } from '../../grid/fills.ts';
import type { Filter, Match, Unit } from '../rule-schema.ts';
import { alternatives, inner, patternShape, ranked, singleSpaces, type Award, type CardGrammar, type ClauseWords } from './grammar.ts';

const plurals = new Intl.PluralRules('pl');

type Case = 'nom' | 'acc' | 'gen' | 'inst' | 'loc';
type Gender = 'm' | 'f';

/** A hard-stem adjective's ending (pusty, pełna, drugi): the singular by gender and case. */
function adj(stem: string, g: Gender, c: Case): string {
  const velar = /[kg]$/.test(stem);
  if (g === 'm') return stem + { nom: velar ? 'i' : 'y', acc: velar ? 'i' : 'y', gen: 'ego', inst: velar ? 'im' : 'ym', loc: velar ? 'im' : 'ym' }[c];
  return stem + { nom: 'a', acc: 'ą', gen: 'ej', inst: 'ą', loc: 'ej' }[c];
}
/** The plural of such an adjective (for things, not persons): puste, pustych, pustymi. */
function adjPlural(stem: string, c: Case): string {
  return stem + { nom: 'e', acc: 'e', gen: 'ych', inst: 'ymi', loc: 'ych' }[c].replace(/^y/, /[kg]$/.test(stem) ? 'i' : 'y');
}

type Forms = Readonly<Record<Case, string>>;
const OBSZAR: Forms = { nom: 'obszar', acc: 'obszar', gen: 'obszaru', inst: 'obszarem', loc: 'obszarze' };
const OBSZARY: Forms = { nom: 'obszary', acc: 'obszary', gen: 'obszarów', inst: 'obszarami', loc: 'obszarach' };

/** Terrains named by a genitive after "obszar" (obszar Lasu), and those by an adjective (pusty obszar). */
const OF_TERRAIN: Partial<Readonly<Record<Fill | 'ruins', string>>> = {
  forest: 'Lasu',
  village: 'Wioski',
  farm: 'Pola',
  water: 'Wody',
  monster: 'Potwora',
  hero: 'Bohatera',
  mountain: 'Gór',
  wasteland: 'Pustkowia',
  ruins: 'Ruin',
};
const ADJECTIVE: Partial<Readonly<Record<Fill | 'filled', string>>> = { empty: 'pust', destroyed: 'zniszczon', filled: 'wypełnion' };

type Kind = Fill | 'ruins' | 'filled';

/** Spaces of some terrains in a case: "obszar Lasu lub Wioski", "pustymi obszarami", "obszarów Pola". */
function spaces(kinds: readonly Kind[], c: Case, many: boolean, lead = ''): string {
  const word = (many ? OBSZARY : OBSZAR)[c];
  const parts: string[] = [];
  for (const k of kinds) {
    const a = ADJECTIVE[k as keyof typeof ADJECTIVE];
    if (a) parts.push(`${lead}${many ? adjPlural(a, c) : adj(a, 'm', c)} ${word}`);
  }
  const named = kinds.flatMap((k) => (OF_TERRAIN[k as keyof typeof OF_TERRAIN] ? [OF_TERRAIN[k as keyof typeof OF_TERRAIN] as string] : []));
  if (named.length) parts.push(`${lead}${word} ${named.join(' lub ')}`);
  if (kinds.length === 0) parts.push(lead + word);
  return parts.join(' lub ');
}

const EDGE: Forms = { nom: 'krawędź mapy', acc: 'krawędź mapy', gen: 'krawędzi mapy', inst: 'krawędzią mapy', loc: 'krawędzi mapy' };

function kindsOf(m: Match): Kind[] {
  if (m.type === 'fill') return [...m.fills];
  if (m.type === 'ruins' || m.type === 'filled') return [m.type];
  return [];
}

function match(m: Match, c: Case, many: boolean): string {
  if (m.type === 'edge') return EDGE[c];
  if (m.type === 'any-of') return m.of.map((p) => match(p, c, many)).join(' lub ');
  return spaces(kindsOf(m), c, many);
}

/** The form a noun counted by n takes after a numeral in the nominative or accusative (1 obszar, 3 obszary, 5 obszarów). */
function counted(n: number, m: Match): string {
  const cat = plurals.select(n);
  return cat === 'one' ? match(m, 'acc', false) : cat === 'few' ? match(m, 'acc', true) : match(m, 'gen', true);
}

/** How many of a match, in the case its word governs. */
function quantity(min: number | undefined, max: number | undefined, c: Case, m: Match): string {
  const lo = min ?? (max === undefined ? 1 : 0);
  const many = (n: number) => (c === 'acc' || c === 'nom' ? counted(n, m) : match(m, c, n !== 1));
  if (max === undefined)
    return lo === 1
      ? c === 'acc'
        ? `co najmniej 1 ${counted(1, m)}`
        : match(m, c, false)
      : `${lo} lub więcej ${c === 'acc' || c === 'nom' ? match(m, 'gen', true) : match(m, c, true)}`;
  if (lo === max) return `dokładnie ${lo} ${many(lo)}`;
  if (lo === 0) return `co najwyżej ${max} ${many(max)}`;
  return `${lo}–${max} ${c === 'acc' || c === 'nom' ? match(m, 'gen', true) : match(m, c, true)}`;
}

/** Counted terrain kinds ("3 lub więcej różnymi rodzajami terenu"), in the case governed. */
function kinds(min: number | undefined, max: number | undefined, c: 'acc' | 'inst'): string {
  const lo = min ?? (max === undefined ? 1 : 0);
  const many = c === 'inst' ? 'różnymi rodzajami terenu' : 'różnych rodzajów terenu';
  // After a bare numeral the accusative follows the number: 1 rodzaj, 2 różne rodzaje, 5 różnych rodzajów.
  const counted = (n: number) =>
    c === 'inst' ? (n === 1 ? 'rodzajem terenu' : many) : ({ one: 'rodzaj terenu', few: 'różne rodzaje terenu' }[plurals.select(n) as 'one' | 'few'] ?? many);
  if (max === undefined) return `${lo} lub więcej ${many}`;
  if (lo === max) return `dokładnie ${lo} ${counted(lo)}`;
  if (lo === 0) return `co najwyżej ${max} ${counted(max)}`;
  return `${lo}–${max} ${many}`;
}

const EDGE_ADJ = { top: 'górnej', bottom: 'dolnej', left: 'lewej', right: 'prawej' } as const;

/** A filter as Polish words; in a clause, `{}` stands for the participle's gender ending (otoczony, otoczona). */
function filter(f: Filter, unit: Unit): ClauseWords {
  const single = singleSpaces(unit);
  switch (f.type) {
    case 'adjacent': {
      if (f.max === 0) {
        const parts = alternatives(f.to);
        if (parts.length === 1 && f.to.type !== 'edge') return { clause: `nie sąsiaduje z żadnym ${match(f.to, 'inst', false)}` };
        return { clause: `nie sąsiaduje ${parts.map((p) => `z ${match(p, 'inst', false)}`).join(' ani ')}` };
      }
      return { clause: `sąsiaduje z ${quantity(f.min, f.max, 'inst', f.to)}` };
    }
    case 'surrounded':
      return {
        clause: `jest otoczon{} ze wszystkich ${single ? '4 ' : ''}stron ${f.by ? match(f.by, 'inst', true) : 'wypełnionymi obszarami lub krawędzią mapy'}`,
      };
    case 'size':
      return { clause: `składa się z ${quantity(f.min, f.max, 'gen', { type: 'filled' }).replace(/wypełnion\S+ /g, '')}` };
    case 'count':
      if (f.max === 0) return { clause: `nie zawiera żadnego ${match(f.of, 'gen', false)}` };
      return { clause: `zawiera ${quantity(f.min, f.max, 'acc', f.of)}` };
    case 'every':
      return f.is.type === 'filled' ? { before: 'pełn' } : { clause: `składa się wyłącznie z ${match(f.is, 'gen', true)}` };
    case 'equal-counts':
      return { clause: `zawiera tyle samo ${match(f.of[0], 'gen', true)} co ${match(f.of[1], 'gen', true)}, co najmniej po ${f.min ?? 1} z każdego` };
    case 'distinct-terrains':
      return { clause: f.in === 'unit' ? `zawiera ${kinds(f.min, f.max, 'acc')}` : `sąsiaduje z ${kinds(f.min, f.max, 'inst')}` };
    case 'touches-edge': {
      if (!f.edges) return { clause: 'dotyka krawędzi mapy' };
      const names = f.edges.map((e) => EDGE_ADJ[e]);
      const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${f.every ? 'i' : 'lub'} ${names[names.length - 1]}`;
      return { clause: `dotyka ${joined} krawędzi mapy` };
    }
    case 'contains': {
      const s = patternShape(f.pattern);
      const what = `${s.spaces} ${counted(s.spaces, { type: 'filled' }).replace(/wypełnion\S+ /, '')}`;
      if (!s.rectangle) return { clause: `zawiera ${what} w kształcie ${f.pattern.join(' / ')}${f.rotations ? ' (w dowolnym obrocie)' : ''}` };
      const box =
        s.width === s.height ? `w kwadracie ${s.width}x${s.height}` : `w prostokącie ${s.width}x${s.height}${f.rotations ? ` lub ${s.height}x${s.width}` : ''}`;
      return { clause: `zawiera ${what} ${box}` };
    }
    case 'parity':
      return { clause: `ma ${f.parity === 'odd' ? 'nieparzysty' : 'parzysty'} numer` };
    case 'on-ruins':
      return { clause: 'leży na obszarze Ruin' };
    case 'linked': {
      const another = unit.type === 'spaces' && f.to.type === 'fill' && unit.fills !== undefined && unit.fills.join() === f.to.fills.join();
      return { clause: `jest połączon{} z ${another ? 'innym ' : ''}${match(f.to, 'inst', false)} przez klaster ${clusterOf(f.through)}` };
    }
  }
}

/** What a cluster is of, after "klaster": "Lasu", "pustych obszarów". */
function clusterOf(terrain: Fill): string {
  return OF_TERRAIN[terrain] ?? spaces([terrain], 'gen', true);
}

interface Noun {
  readonly g: Gender;
  readonly forms: Forms;
  /** adjectives that follow the noun (linia ukośna) */
  readonly after?: readonly string[];
}
const KLASTER: Noun = { g: 'm', forms: { nom: 'klaster', acc: 'klaster', gen: 'klastra', inst: 'klastrem', loc: 'klastrze' } };
const RZAD: Noun = { g: 'm', forms: { nom: 'rząd', acc: 'rząd', gen: 'rzędu', inst: 'rzędem', loc: 'rzędzie' } };
const KOLUMNA: Noun = { g: 'f', forms: { nom: 'kolumna', acc: 'kolumnę', gen: 'kolumny', inst: 'kolumną', loc: 'kolumnie' } };
const LINIA: Forms = { nom: 'linia', acc: 'linię', gen: 'linii', inst: 'linią', loc: 'linii' };
const KWADRAT: Noun = { g: 'm', forms: { nom: 'kwadrat', acc: 'kwadrat', gen: 'kwadratu', inst: 'kwadratem', loc: 'kwadracie' } };
const OBSZAR_NOUN: Noun = { g: 'm', forms: OBSZAR };

function nounOf(unit: Unit): Noun {
  switch (unit.type) {
    case 'spaces':
    case 'neighbours':
      return OBSZAR_NOUN;
    case 'clusters':
      return KLASTER;
    case 'rows':
    case 'occupied-rows':
      return RZAD;
    case 'columns':
    case 'occupied-columns':
      return KOLUMNA;
    case 'diagonals':
      return { g: 'f', forms: LINIA, after: ['ukośn'] };
    case 'squares':
      return KWADRAT;
    case 'runs':
      return { g: 'f', forms: LINIA, after: [unit.direction === 'horizontal' ? 'poziom' : 'pionow'] };
    case 'largest':
    case 'second-largest':
      return nounOf(unit.of);
  }
}

const TEN: Readonly<Record<Gender, Forms>> = {
  m: { nom: 'ten', acc: 'ten', gen: 'tego', inst: 'tym', loc: 'tym' },
  f: { nom: 'ta', acc: 'tę', gen: 'tej', inst: 'tą', loc: 'tej' },
};
const RELATIVE: Readonly<Record<Gender, string>> = { m: 'który', f: 'która' };
const PARTICIPLE_END: Readonly<Record<Gender, string>> = { m: 'y', f: 'a' };

/** A unit in a case, `each` putting "każdy" in front: "każdy klaster 6 lub więcej obszarów Wioski". */
function unitPhrase(unit: Unit, c: Case, each: boolean, chosen: Unit | undefined): { text: string; clause: boolean } {
  const ref = (rc: Case) => {
    if (!chosen) return `wybranej jednostki`;
    const n = nounOf(chosen);
    return `${TEN[n.g][rc]} ${n.forms[rc]}`;
  };
  const pre: string[] = [];
  let u = unit;
  if (unit.type === 'largest' || unit.type === 'second-largest') {
    const top = unit.of.type === 'runs' ? 'najdłuższ' : 'największ';
    u = unit.of;
    pre.push(
      unit.type === 'second-largest' ? `${adj('drug', nounOf(u).g, c)} co do ${unit.of.type === 'runs' ? 'długości' : 'wielkości'}` : adj(top, nounOf(u).g, c),
    );
  }
  const n = nounOf(u);
  const where = 'where' in u && u.where ? u.where.filter((f) => !(u.type === 'clusters' && f.type === 'size')) : [];
  const words = where.map((f) => filter(f, u));
  const before = words.flatMap((w) => (w.before ? [adj(w.before, n.g, c)] : []));
  const clauses = [...words.flatMap((w) => (w.clause ? [w.clause.replace('{}', PARTICIPLE_END[n.g])] : []))];
  const lead = each ? adj('każd', n.g, c) + ' ' : '';
  let body: string;
  switch (u.type) {
    case 'spaces':
    case 'neighbours': {
      body = spaces(u.fills ?? [], c, false);
      if (before.length || pre.length) body = `${[...pre, ...before].join(' ')} ${body}`;
      if (u.type === 'neighbours') clauses.unshift(`sąsiaduje z ${ref('inst')}`);
      break;
    }
    case 'clusters': {
      const size = u.where?.find((f) => f.type === 'size');
      const of = size?.type === 'size' ? quantity(size.min, size.max, 'gen', { type: 'fill', fills: [u.terrain] }) : clusterOf(u.terrain);
      body = `${[...pre, ...before, n.forms[c]].join(' ')} ${of}`;
      break;
    }
    case 'squares':
      body = `${[...pre, ...before, n.forms[c]].join(' ')} ${match(u.of, 'gen', true)}`;
      break;
    case 'runs':
      body = `${[...pre, ...before, adj('nieprzerwan', n.g, c), n.forms[c], ...(n.after ?? []).map((a) => adj(a, n.g, c))].join(' ')} ${spaces(u.fills, 'gen', true)}`;
      break;
    case 'diagonals':
      body = `${[...pre, ...before, n.forms[c], ...(n.after ?? []).map((a) => adj(a, n.g, c))].join(' ')} ${u.direction === 'down-right' ? 'od lewego górnego do prawego dolnego rogu' : 'od prawego górnego do lewego dolnego rogu'}`;
      break;
    case 'occupied-rows':
    case 'occupied-columns':
      body = `${n.forms[c]} z obszarem ${ref('gen')}`;
      break;
    default:
      body = [...pre, ...before, n.forms[c]].join(' ');
  }
  const text = lead + body + (clauses.length ? `, ${RELATIVE[n.g]} ${clauses.join(' i ')}` : '');
  return { text, clause: clauses.length > 0 };
}

/** The spaces of a unit, after "za każdy": a village cluster's are "obszar Wioski". */
function spaceOf(unit: Unit): string {
  const u = inner(unit);
  if (u.type === 'clusters') return spaces([u.terrain], 'acc', false, 'każdy ');
  if (u.type === 'runs') return spaces(u.fills, 'acc', false, 'każdy ');
  return 'każdy obszar';
}

function stars(n: number): string {
  const a = Math.abs(n);
  const cat = plurals.select(a);
  return `${a} ${cat === 'one' ? 'Gwiazdkę' : cat === 'few' ? 'Gwiazdki' : 'Gwiazdek'} Reputacji`;
}

/** A terrain word at the start of a word, in any case ending (Las, Lasu; Wioska, Wioski). */
const word = (stem: string, flags = 'u'): RegExp => new RegExp(`(?<!\\p{L})${stem}\\p{L}*`, flags);

export const pl: CardGrammar = {
  locale: 'pl',
  numberWords: [],
  terrainWords: {
    empty: word('pust'),
    forest: word('Las'),
    village: word('Wiosk'),
    farm: word('Pol'),
    water: word('Wod'),
    monster: word('Potwor'),
    hero: word('Bohater'),
    mountain: word('Gór'),
    wasteland: word('Pustkowi'),
    destroyed: word('zniszczon'),
    ruins: word('Ruin'),
  },
  award(rule: Award, chosen: Unit | undefined): string {
    const verb = rule.stars < 0 ? 'strać' : 'zdobądź';
    const each = !ranked(rule.of);
    let what: string;
    if (rule.type === 'per') what = unitPhrase(rule.of, 'acc', each, chosen).text;
    else if (rule.type === 'per-length' && inner(rule.of).type === 'squares')
      what = `każdy obszar wzdłuż jednego boku ${unitPhrase(rule.of, 'gen', each, chosen).text}`;
    else what = `${spaceOf(rule.of)} w ${unitPhrase(rule.of, 'loc', each, chosen).text}`;
    return `${verb} ${stars(rule.stars)} za ${what}`;
  },
  choose(unit: Unit, clauses: readonly string[]): string {
    const chosen = unitPhrase(unit, 'acc', false, undefined);
    return `wybierz ${chosen.text}${chosen.clause ? ',' : ''} i ${clauses.join(' i ')}`;
  },
};
