/**
 * Closed vocabularies as tables keyed by their union (Vega-Lite's `Flag<Union>` pattern): a table
 * typed `Record<Union, ...>` fails to compile until it has every member, and the list of members is
 * derived from it here rather than written out again.
 */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(table) as K[];
}
