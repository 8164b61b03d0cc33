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
  const { packs, explore, ambush, heroes, seasons, scoring, map, coinTrack, soloTitles } = content;
  const hash = contentHash({ packs, explore, ambush, heroes, seasons, scoring, map, coinTrack, soloTitles });
  cache.set(content, hash);
  return hash;
}
