/**
 * A finished game, or a map, in a link. The canonical saved game (docs/DESIGN.md §2) is mostly the
 * engine's own entries (shuffles, reveals, scores), which a replay regenerates; a link keeps only
 * what cannot be regenerated: the table, the options, the seed and the players' actions, each action
 * a few characters. Then deflate (the platform's CompressionStream) and base64url. A solo game comes
 * to a few hundred characters.
 *
 * Only finished games are written: their seed and log are published anyway when the game is over,
 * so a link never gives away a deck's order while someone is still playing it.
 */
import { CartoError } from '../errors.ts';
import { findTable } from '../content/find-table.ts';
import { DRAWABLE_TERRAINS, FILL_CHARS, type DrawableTerrain } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import { parseNotation } from '../grid/notation.ts';
import { replayUntil, toSaved } from './replay.ts';
import type { Action, GameState, LogEntry, SavedGame } from './types.ts';

/** Longest link code read (characters) and longest text it may inflate to: a bound on work for untrusted links. */
export const MAX_CODE = 16_384;
const MAX_TEXT = 262_144;

// Two characters of this alphabet per space index: maps up to 4,096 spaces (64 x 64, the notation's limit).
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TERRAIN_OF = new Map<string, DrawableTerrain>(DRAWABLE_TERRAINS.map((t) => [FILL_CHARS[t], t]));
const TYPE_LETTER = { draw: 'D', monster: 'M', destroy: 'K', hero: 'H' } as const;

function cellCode([r, c]: Cell, cols: number): string {
  const i = r * cols + c;
  return DIGITS[i >> 6]! + DIGITS[i & 63]!;
}

function cellsCode(cells: readonly Cell[], cols: number): string {
  return cells.map((x) => cellCode(x, cols)).join('');
}

function readCells(text: string, cols: number): Cell[] {
  if (text.length % 2 !== 0) throw bad('a space is cut short');
  const out: Cell[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const hi = DIGITS.indexOf(text[i]!);
    const lo = DIGITS.indexOf(text[i + 1]!);
    if (hi < 0 || lo < 0) throw bad(`'${text.slice(i, i + 2)}' is not a space`);
    const n = hi * 64 + lo;
    out.push([Math.floor(n / cols), n % cols]);
  }
  return out;
}

const bad = (why: string) => new CartoError('link.bad', `This link is damaged or not a Cartographers link (${why}).`);

/** One action as a word: type letter, player digit, then the action's fields. */
function actionCode(a: Action, cols: number): string {
  const head = `${TYPE_LETTER[a.type]}${a.player}`;
  switch (a.type) {
    case 'draw':
      return `${head}${a.option < 0 ? 'x' : a.option}${FILL_CHARS[a.terrain]}${cellsCode(a.cells, cols)}`;
    case 'monster':
    case 'destroy':
      return `${head}${cellsCode(a.cells, cols)}`;
    case 'hero':
      return `${head}${cellCode(a.cell, cols)}`;
  }
}

function readAction(word: string, cols: number): Action {
  const player = Number(word[1]);
  if (!/^[0-5]$/.test(word[1] ?? '')) throw bad(`'${word}' names no player`);
  const rest = word.slice(2);
  switch (word[0]) {
    case 'D': {
      const option = rest[0] === 'x' ? -1 : Number(rest[0]);
      const terrain = TERRAIN_OF.get(rest[1] ?? '');
      if (!Number.isInteger(option) || !terrain) throw bad(`'${word}' is not a drawing`);
      return { type: 'draw', player, option, terrain, cells: readCells(rest.slice(2), cols) };
    }
    case 'M':
      return { type: 'monster', player, cells: readCells(rest, cols) };
    case 'K':
      return { type: 'destroy', player, cells: readCells(rest, cols) };
    case 'H': {
      const [cell] = readCells(rest, cols);
      if (!cell) throw bad(`'${word}' has no space`);
      return { type: 'hero', player, cell };
    }
    default:
      throw bad(`'${word}' is no action`);
  }
}

/** The players' actions of a log, in order (what a replay needs of it). */
export function playerActions(log: readonly LogEntry[]): Action[] {
  return log.filter((e) => e.player !== null && e.action.type in TYPE_LETTER).map((e) => e.action as Action);
}

/** A finished game as compact text (before compression). Throws `link.unfinished` for a game still running. */
export function gameText(state: Pick<GameState, 'stage' | 'content' | 'options' | 'seed' | 'log' | 'sheets'>): string {
  if (state.stage !== 'gameOver') throw new CartoError('link.unfinished', 'Only a finished game can be shared: its cards are secret while it is played.');
  const cols = state.sheets[0]!.grid.cols;
  return JSON.stringify({
    f: 1,
    c: state.content,
    o: state.options,
    s: state.seed,
    a: playerActions(state.log)
      .map((a) => actionCode(a, cols))
      .join(' '),
  });
}

/** The finished game a compact text stands for, replayed by the engine: the canonical saved game and its final state. */
export function gameFromText(text: string): { readonly game: SavedGame; readonly state: GameState } {
  let data: { f?: unknown; c?: SavedGame['content']; o?: SavedGame['options']; s?: SavedGame['seed']; a?: unknown };
  try {
    data = JSON.parse(text);
  } catch {
    throw bad('not JSON');
  }
  if (data?.f !== 1 || typeof data.a !== 'string' || !data.c || !data.o || (typeof data.s !== 'string' && typeof data.s !== 'number'))
    throw bad('fields are missing');
  const content = findTable({ content: data.c });
  const cols = parseNotation(content.map.rows.join('\n')).cols;
  const words = data.a.split(' ').filter(Boolean);
  const log: LogEntry[] = words.map((w, seq) => {
    const action = readAction(w, cols);
    return { seq, season: 0, turn: 0, player: action.player, action };
  });
  const state = replayUntil({ format: 'carto-game/1', content: data.c, options: data.o, seed: data.s, log }, content, () => false);
  if (state.stage !== 'gameOver') throw new CartoError('link.unfinished', 'This link holds a game that is not finished.');
  return { game: toSaved(state), state };
}

/** Text deflated and written in base64url (the characters a URL keeps as they are). */
export async function packText(text: string): Promise<string> {
  const bytes = await collect(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a packed code; refuses codes and texts past the limits, and anything that does not inflate. */
export async function unpackText(code: string): Promise<string> {
  if (code.length > MAX_CODE) throw bad(`longer than ${MAX_CODE} characters`);
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw bad('a character a link does not carry');
  let bin: string;
  try {
    bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw bad('not base64url');
  }
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  try {
    const out = await collect(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')), MAX_TEXT);
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch (e) {
    throw e instanceof CartoError ? e : bad('it does not inflate');
  }
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw bad(`it inflates past ${limit} bytes`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A finished game as a link code. */
export async function replayCode(state: Parameters<typeof gameText>[0]): Promise<string> {
  return packText(gameText(state));
}

/** The finished game of a link code, replayed (throws CartoError `link.*` or `replay.*`). */
export async function gameFromCode(code: string): Promise<{ readonly game: SavedGame; readonly state: GameState }> {
  return gameFromText(await unpackText(code));
}

/** A map in NOTATION as a link code (for `<carto-map>` links and embeds). */
export async function mapCode(notation: string): Promise<string> {
  return packText(notation);
}
