/**
 * What a table chooses before play (the setup screen), and the content and options it makes.
 * Same setup and same game code, same decks: a group can each play on their own device.
 */
import { basePack, heroesPack } from '../../src/content/official.ts';
import type { TableContent } from '../../src/content/combine.ts';
import { GAME_MODES, modeTable, type GameMode } from '../../src/content/tables.ts';
import type { EdictLetter, MapSide } from '../../src/content/types.ts';
import type { AmbushPlacement, GameOptions } from '../../src/game/types.ts';
import type { BotStrength } from './bots.ts';

export type { GameMode };

export interface TableSetup {
  readonly players: number;
  readonly names: readonly string[];
  readonly mode: GameMode;
  /** map side id: side-a, side-b (base), side-c, side-d (Heroes) */
  readonly map: string;
  /** the game code: the seed of every shuffle */
  readonly code: string;
  /** scoring cards chosen per edict; missing letters are drawn at random */
  readonly edicts?: Readonly<Partial<Record<EdictLetter, string>>>;
  readonly ambushPlacement?: AmbushPlacement;
  /** pass-and-play: the computer players, by seat (null or missing: a person); seat 0 is always a person */
  readonly bots?: readonly (BotStrength | null)[];
}

/** The map sides each game offers, from the packs' content (so a pack with a new side offers it). */
export const MAP_SIDES: Readonly<Record<GameMode, readonly MapSide[]>> = {
  base: basePack.maps,
  heroes: heroesPack.maps,
  combined: [...basePack.maps, ...heroesPack.maps],
};

/** The table's content: the packs of the mode, on the chosen map side. */
export function tableContent(setup: Pick<TableSetup, 'mode' | 'map'>): TableContent {
  return modeTable(setup.mode, setup.map);
}

export function gameOptions(setup: TableSetup): GameOptions {
  const edicts = Object.fromEntries(Object.entries(setup.edicts ?? {}).filter(([, id]) => id));
  return {
    players: setup.players,
    ...(setup.players > 1 && setup.ambushPlacement ? { ambushPlacement: setup.ambushPlacement } : {}),
    ...(Object.keys(edicts).length ? { edicts } : {}),
  };
}

/** What an online table adds to the setup form's choices. */
export interface OnlineChoices {
  /** seconds per phase of play, or none */
  readonly turnSeconds?: number;
  /**
   * Deal from the form's game code instead of a seed the server draws. Then whoever knows the
   * code (the host) can know the cards ahead: for replaying a known deal among friends.
   */
  readonly dealFromCode?: boolean;
}

/**
 * The same choices as a server table's setup (docs/PROTOCOL.md, `POST /tables`): seats, packs,
 * map, and the game options; the host's name is the first name. The code is not sent unless asked:
 * online the server shuffles, so nobody can know the cards.
 */
export function serverSpec(setup: TableSetup, online: OnlineChoices = {}): { readonly name: string; readonly spec: Readonly<Record<string, unknown>> } {
  const { players, ...options } = gameOptions(setup);
  return {
    name: (setup.names[0] ?? '').trim() || 'Host',
    spec: {
      seats: players,
      packs: [...GAME_MODES[setup.mode]],
      choices: { map: setup.map },
      ...options,
      ...(online.dealFromCode && setup.code ? { seed: setup.code } : {}),
      ...(online.turnSeconds ? { turnSeconds: online.turnSeconds } : {}),
    },
  };
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new game code, easy to read aloud (no 0/O or 1/I). Randomness belongs to the page, never to the engine. */
export function newGameCode(random: (n: number) => number = (n) => crypto.getRandomValues(new Uint32Array(1))[0]! % n): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_LETTERS[random(CODE_LETTERS.length)];
  return code;
}
