/**
 * A short fingerprint of a table's content, saved with a game so that a replay refuses to run
 * against different cards (a changed card would silently change the game).
 */

/** JSON with object keys sorted, so that the same content always gives the same text. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined && typeof obj[k] !== 'function')
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`).join(',')}}`;
}

/**
 * Whether two values have the same stableJson, without building the text (the replay check of
 * every simulated game spent half its time there). Object key order does not matter; keys whose
 * value is undefined or a function count as absent, as in JSON.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // Numbers JSON cannot write (NaN, Infinity) are written as null.
    return (typeof a === 'number' || a === null) && (typeof b === 'number' || b === null) ? JSON.stringify(a) === JSON.stringify(b) : false;
  }
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(x[i] ?? null, y[i] ?? null)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const present = (o: Record<string, unknown>, k: string) => o[k] !== undefined && typeof o[k] !== 'function';
  let n = 0;
  for (const k of Object.keys(x)) {
    if (!present(x, k)) continue;
    n++;
    if (!present(y, k) || !sameJson(x[k], y[k])) return false;
  }
  for (const k of Object.keys(y)) if (present(y, k)) n--;
  return n === 0;
}

/** Two FNV-1a 32-bit passes with different offsets: 16 hex digits (a fingerprint, not a security hash). */
export function contentHash(value: unknown): string {
  const text = stableJson(value);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const cache = new WeakMap<object, string>();

/**
 * Scoring card fields that only explain a card (its printed text, its worked example): a corrected
 * text or a new example changes no game, so saved games keep replaying.
 */
const WORDS_ONLY: ReadonlySet<string> = new Set(['text', 'example']);

function playedScoring(pools: Readonly<Record<string, readonly Record<string, unknown>[]>>): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const stack of Object.keys(pools)) {
    out[stack] = (pools[stack] ?? []).map((card) => Object.fromEntries(Object.entries(card).filter(([k]) => !WORDS_ONLY.has(k))));
  }
  return out;
}

/**
 * The fingerprint of the parts of a table's content that the game plays with, computed once per
 * content object (simulations start thousands of games from one table).
 */
export function tableHash(content: {
  readonly packs: readonly string[];
  readonly explore: unknown;
  readonly ambush: unknown;
  readonly heroes: unknown;
  readonly seasons: unknown;
  readonly scoring: unknown;
  readonly map: unknown;
  readonly coinTrack: number;
  readonly soloTitles: unknown;
}): string {
  const hit = cache.get(content);
  if (hit !== undefined) return hit;
  const { packs, explore, ambush, heroes, seasons, map, coinTrack, soloTitles } = content;
  const scoring = playedScoring(content.scoring as Readonly<Record<string, readonly Record<string, unknown>[]>>);
  const hash = contentHash({ packs, explore, ambush, heroes, seasons, scoring, map, coinTrack, soloTitles });
  cache.set(content, hash);
  return hash;
}
