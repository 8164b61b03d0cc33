/**
 * What a lobby keeps and passes around, without the DOM: the seats this browser holds (in any
 * `Storage`, e.g. localStorage: a seat token is the only key to a seat), the links a host shares
 * (invite, spectator, one-seat replacement) and how the setup form's choices become a server
 * table's setup.
 */
import { GAME_MODES, type GameMode } from '../src/content/tables.ts';
import type { EdictLetter } from '../src/content/types.ts';
import type { AmbushPlacement } from '../src/game/types.ts';

/** One seat (or spectator link) this browser holds at a server table. */
export interface SavedSeat {
  readonly server: string;
  readonly table: string;
  /** -1: a spectator link */
  readonly seat: number;
  readonly token: string;
  readonly name: string;
  /** the host keeps the table's invite and spectator codes to share them again */
  readonly invite?: string;
  readonly spectator?: string;
  readonly savedAt: number;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'carto-lobby/seats/v1';

/** The seats kept in `storage`, newest first; a broken entry is dropped, never thrown. */
export class SeatStore {
  constructor(private readonly storage: KeyValue | null) {}

  all(): SavedSeat[] {
    try {
      const list = JSON.parse(this.storage?.getItem(KEY) ?? '[]') as SavedSeat[];
      return Array.isArray(list) ? list.filter((s) => s && typeof s.table === 'string' && typeof s.token === 'string') : [];
    } catch {
      return [];
    }
  }

  /** The seats at this server. */
  at(server: string): SavedSeat[] {
    return this.all().filter((s) => s.server === server);
  }

  find(server: string, table: string): SavedSeat | undefined {
    return this.at(server).find((s) => s.table === table && s.seat >= 0) ?? this.at(server).find((s) => s.table === table);
  }

  save(seat: SavedSeat): void {
    const rest = this.all().filter((s) => !(s.server === seat.server && s.table === seat.table && s.seat === seat.seat));
    this.write([seat, ...rest].slice(0, 100));
  }

  forget(server: string, table: string): void {
    this.write(this.all().filter((s) => !(s.server === server && s.table === table)));
  }

  private write(list: SavedSeat[]): void {
    try {
      this.storage?.setItem(KEY, JSON.stringify(list));
    } catch {
      /* storage full or refused: the seat lives for this page only */
    }
  }
}

/** What a lobby link asks for: take a seat, watch, or open a seat this browser holds. */
export type LobbyLink = { readonly kind: 'join' | 'watch'; readonly table: string; readonly code: string } | { readonly kind: 'play'; readonly table: string };

const ID = '[A-Za-z0-9_-]{1,64}';

/** Reads `#join=<table>.<invite>`, `#watch=<table>.<spectator token>` or `#play=<table>`. */
export function parseLobbyLink(hash: string): LobbyLink | null {
  const m = new RegExp(`^#?(join|watch)=(${ID})\\.(${ID})$`).exec(hash);
  if (m) return { kind: m[1] as 'join' | 'watch', table: m[2]!, code: m[3]! };
  const p = new RegExp(`^#?play=(${ID})$`).exec(hash);
  return p ? { kind: 'play', table: p[1]! } : null;
}

/** A link to `page` that takes a seat (an invite or a one-seat invite) or watches (a spectator token). */
export function lobbyLink(page: string, kind: 'join' | 'watch', table: string, code: string): string {
  return `${page.replace(/#.*$/, '')}#${kind}=${table}.${code}`;
}

/** The choices of the setup form (<carto-setup>), as far as a server table uses them. */
export interface SetupChoices {
  readonly players: number;
  readonly names: readonly string[];
  readonly mode: GameMode;
  readonly map: string;
  readonly code: string;
  readonly edicts?: Readonly<Partial<Record<EdictLetter, string>>>;
  readonly ambushPlacement?: AmbushPlacement;
}

export interface OnlineChoices {
  /** seconds per phase of play, or none */
  readonly turnSeconds?: number;
  /**
   * Deal from the form's game code instead of a seed the server draws. Then whoever knows the
   * code (the host) can know the cards ahead: for replaying a known deal among friends.
   */
  readonly dealFromCode?: boolean;
}

/** The server setup (docs/PROTOCOL.md) for the form's choices; the host's name is the first name. */
export function serverSetup(form: SetupChoices, online: OnlineChoices = {}): { name: string; setup: Record<string, unknown> } {
  const edicts = Object.fromEntries(Object.entries(form.edicts ?? {}).filter(([, id]) => id));
  return {
    name: (form.names[0] ?? '').trim() || 'Host',
    setup: {
      seats: form.players,
      packs: [...GAME_MODES[form.mode]],
      choices: { map: form.map },
      ...(form.players > 1 && form.ambushPlacement ? { ambushPlacement: form.ambushPlacement } : {}),
      ...(Object.keys(edicts).length ? { edicts } : {}),
      ...(online.dealFromCode && form.code ? { seed: form.code } : {}),
      ...(online.turnSeconds ? { turnSeconds: online.turnSeconds } : {}),
    },
  };
}
