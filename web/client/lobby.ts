/**
 * What a lobby keeps and passes around, without the DOM: the seats this browser holds (in any
 * `Storage`, e.g. localStorage: a seat token is the only key to a seat) and the links a host
 * shares (invite, spectator, one-seat replacement). (The setup form's choices become a server
 * table's setup in machines/table/setup.ts, serverSpec.)
 */

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

/** The name a portal's claim gives its player (shown only: the server checks the claim). */
export function claimName(claim: string): string {
  try {
    const part = claim.split('.')[1] ?? '';
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const name = (JSON.parse(new TextDecoder().decode(bytes)) as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}
