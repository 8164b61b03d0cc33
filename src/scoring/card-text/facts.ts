/**
 * Does a card text still say what its rule does? The numbers and terrains a rule names are read
 * from the rule and from the text (in the text's language) and compared. Zero and one are left out
 * on both sides: "a", "no", German "ein"/"einen" and "kein" are articles as often as numbers, so a
 * text cannot be read for them. Four is allowed where the rule surrounds a space ("on all four sides").
 */
import type { Filter, Match, ScoringRule, Unit } from '../rule-schema.ts';
import { GRAMMARS } from './generate.ts';
import { patternShape, type CardTextLocale, type Terrain } from './grammar.ts';

export interface RuleFacts {
  /** Numbers (2 and more) a text of the rule must name. */
  readonly numbers: ReadonlySet<number>;
  /** Numbers a text may name beyond those (the four sides of a surrounded space). */
  readonly allowed: ReadonlySet<number>;
  readonly terrains: ReadonlySet<Terrain>;
}

/** What a text names, read in its language. */
export interface TextFacts {
  readonly numbers: ReadonlySet<number>;
  readonly terrains: ReadonlySet<Terrain>;
}

/** One way a text and its rule disagree, named for the designer. */
export type TextMismatch =
  | { readonly kind: 'number-missing' | 'number-extra'; readonly value: number }
  | { readonly kind: 'terrain-missing' | 'terrain-extra'; readonly value: Terrain };

class Collector {
  readonly numbers = new Set<number>();
  readonly allowed = new Set<number>();
  readonly terrains = new Set<Terrain>();

  n(v: number | undefined): void {
    if (v !== undefined && Math.abs(v) >= 2) this.numbers.add(Math.abs(v));
  }

  match(m: Match): void {
    if (m.type === 'fill') m.fills.forEach((f) => this.terrains.add(f));
    else if (m.type === 'ruins') this.terrains.add('ruins');
    else if (m.type === 'any-of') m.of.forEach((p) => this.match(p));
  }

  filter(f: Filter): void {
    switch (f.type) {
      case 'adjacent':
        this.match(f.to);
        this.n(f.min), this.n(f.max);
        return;
      case 'surrounded':
        if (f.by) this.match(f.by);
        this.allowed.add(4);
        return;
      case 'size':
      case 'distinct-terrains':
        this.n(f.min), this.n(f.max);
        return;
      case 'count':
        this.match(f.of);
        this.n(f.min), this.n(f.max);
        return;
      case 'every':
        this.match(f.is);
        return;
      case 'equal-counts':
        this.match(f.of[0]), this.match(f.of[1]);
        this.n(f.min);
        return;
      case 'contains': {
        const s = patternShape(f.pattern);
        this.n(s.spaces);
        if (s.rectangle) this.n(s.width), this.n(s.height);
        return;
      }
      case 'on-ruins':
        this.terrains.add('ruins');
        return;
      case 'linked':
        this.terrains.add(f.through);
        this.match(f.to);
        return;
      case 'touches-edge':
      case 'parity':
        return;
    }
  }

  unit(u: Unit): void {
    if ('where' in u && u.where) u.where.forEach((f) => this.filter(f));
    switch (u.type) {
      case 'spaces':
      case 'neighbours':
      case 'runs':
        u.fills?.forEach((f) => this.terrains.add(f));
        return;
      case 'clusters':
        this.terrains.add(u.terrain);
        return;
      case 'squares':
        this.match(u.of);
        return;
      case 'largest':
      case 'second-largest':
        this.unit(u.of);
        return;
      default:
        return;
    }
  }

  rule(r: ScoringRule): void {
    switch (r.type) {
      case 'sum':
        r.of.forEach((p) => this.rule(p));
        return;
      case 'best':
        this.unit(r.of);
        this.rule(r.award);
        return;
      default:
        this.n(r.stars);
        this.unit(r.of);
    }
  }
}

export function ruleFacts(rule: ScoringRule): RuleFacts {
  const c = new Collector();
  c.rule(rule);
  return c;
}

export function textFacts(text: string, locale: CardTextLocale): TextFacts {
  const g = GRAMMARS[locale];
  const numbers = new Set<number>();
  for (const d of text.match(/\d+/g) ?? []) numbers.add(Number(d));
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const w of words) {
    const n = g.numberWords.indexOf(w);
    if (n >= 0) numbers.add(n);
  }
  numbers.delete(0), numbers.delete(1);
  const terrains = new Set<Terrain>();
  for (const [t, re] of Object.entries(g.terrainWords) as Array<[Terrain, RegExp]>) if (re.test(text)) terrains.add(t);
  return { numbers, terrains };
}

/** Every disagreement between a text and its rule (none: the text still says what the rule does). */
export function textMismatches(rule: ScoringRule, text: string, locale: CardTextLocale): TextMismatch[] {
  const want = ruleFacts(rule);
  const got = textFacts(text, locale);
  const out: TextMismatch[] = [];
  for (const v of [...want.numbers].sort((a, b) => a - b)) if (!got.numbers.has(v)) out.push({ kind: 'number-missing', value: v });
  for (const v of [...got.numbers].sort((a, b) => a - b)) if (!want.numbers.has(v) && !want.allowed.has(v)) out.push({ kind: 'number-extra', value: v });
  for (const t of want.terrains) if (!got.terrains.has(t)) out.push({ kind: 'terrain-missing', value: t });
  for (const t of got.terrains) if (!want.terrains.has(t)) out.push({ kind: 'terrain-extra', value: t });
  return out;
}
