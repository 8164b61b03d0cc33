/**
 * How big an input the command line accepts, so that a huge or hostile file gets a sentence instead
 * of exhausting memory or the stack. Each limit is far above any real content: the official packs'
 * largest file is 15 KB, nests 13 levels and holds 443 JSON values; a printed map is 11 by 11.
 */
export const LIMITS = {
  /** A NOTATION map file. */
  mapBytes: 64 * 1024,
  /** Rows and columns of a map. */
  mapSide: 64,
  /** One file of a pack folder (pack.json, explore.json, ...). */
  packFileBytes: 1024 * 1024,
  /** A whole pack in one file (the editor's export) or a saved game. */
  documentBytes: 4 * 1024 * 1024,
  /** Nesting of arrays and objects in any JSON input. */
  jsonDepth: 64,
  /** Items of any one JSON array. */
  jsonArrayItems: 10_000,
  /** Values (objects, arrays, strings, numbers...) in one JSON document. */
  jsonValues: 200_000,
} as const;

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}
