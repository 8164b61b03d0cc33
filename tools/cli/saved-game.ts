import type { SavedGame } from '../../src/game/types.ts';
import { InputError } from './io.ts';

/**
 * Checks that a parsed document has the shape of a saved game (format carto-game/1) before the
 * engine replays it, so a `null` entry or a cell that is not a [row, col] pair is a located
 * sentence, not a crash deep in the replay. The rules themselves (is this move legal?) are the
 * engine's: it names the first log entry the replay differs at.
 */
export function checkSavedGame(value: unknown, source: string): SavedGame {
  const fail = (pointer: string, message: string): never => {
    throw new InputError({ source, pointer }, message);
  };
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  const int = (v: unknown) => Number.isInteger(v);
  const cell = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every(int);
  if (!isObject(value)) return fail('', 'is not a saved game: expected an object with "format": "carto-game/1"');
  if (value.format !== 'carto-game/1')
    fail('/format', `is not a saved game: "format" must be "carto-game/1" (got ${JSON.stringify(value.format) ?? 'nothing'})`);
  const content = value.content;
  if (!isObject(content) || typeof content.id !== 'string' || typeof content.hash !== 'string')
    fail('/content', 'must be {"id": "<packs>", "hash": "<content hash>"}');
  const options = value.options;
  if (!isObject(options) || !int(options.players)) fail('/options', 'must be an object with "players" (a whole number)');
  if (typeof value.seed !== 'string' && typeof value.seed !== 'number') fail('/seed', 'must be a string or a number');
  if (!Array.isArray(value.log)) return fail('/log', 'must be a list of log entries');
  value.log.forEach((entry, i) => {
    const at = `/log/${i}`;
    if (!isObject(entry)) return fail(at, `must be a log entry (an object), not ${JSON.stringify(entry)}`);
    for (const k of ['seq', 'season', 'turn'] as const) if (!int(entry[k])) fail(`${at}/${k}`, 'must be a whole number');
    if (entry.player !== null && !int(entry.player)) fail(`${at}/player`, 'must be a player number or null');
    const action = entry.action;
    if (!isObject(action) || typeof action.type !== 'string') return fail(`${at}/action`, 'must be an object with a "type"');
    if ('player' in action && !int(action.player)) fail(`${at}/action/player`, 'must be a player number');
    if ('cell' in action && !cell(action.cell)) fail(`${at}/action/cell`, 'must be a [row, column] pair');
    if ('cells' in action) {
      if (!Array.isArray(action.cells)) fail(`${at}/action/cells`, 'must be a list of [row, column] pairs');
      (action.cells as unknown[]).forEach((c, j) => cell(c) || fail(`${at}/action/cells/${j}`, 'must be a [row, column] pair'));
    }
  });
  return value as unknown as SavedGame;
}
