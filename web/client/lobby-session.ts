/**
 * The lobby's state and its calls to the server, without the DOM (the <carto-lobby> element
 * renders it and forwards the player's intent here; tests drive it in Node): the seats this
 * browser holds and the open tables, creating a table, taking a seat from an invite link, the
 * host's Start, leaving, abandoning, replacing a seat, and watching with a spectator link. One
 * table at a time is followed live over its event stream.
 */
import { createTable, HttpTransport, joinTable, openTables, readInvitation, userTables, type HttpOptions } from './http-transport.ts';
import { lobbyLink, SeatStore, type SavedSeat } from './lobby.ts';
import type { GameView } from '../../src/game/types.ts';
import { ProtocolError, type Invitation, type OpenTable, type Subscription, type TableInfo } from './transport.ts';

export type LobbyScreen =
  | { readonly kind: 'home' }
  | { readonly kind: 'create' }
  /** an invite link was opened: ask for a name */
  | { readonly kind: 'join'; readonly table: string; readonly code: string }
  /** one table of this browser's: its seats, links and the host's controls */
  | { readonly kind: 'table'; readonly seat: SavedSeat }
  /** a spectator link: the table as nobody's seat sees it */
  | { readonly kind: 'watch'; readonly table: string; readonly token: string }
  /** playing a seat: the game itself (the lobby shows <carto-game> unless the page does) */
  | { readonly kind: 'game'; readonly seat: SavedSeat };

export interface LobbyState {
  readonly screen: LobbyScreen;
  /** this browser's seats at this server, with what the server last said of each table */
  readonly mine: readonly { readonly seat: SavedSeat; readonly info: TableInfo | null }[];
  readonly open: readonly OpenTable[];
  /** the followed table (screen 'table' or 'watch') and, watching, its view */
  readonly info: TableInfo | null;
  readonly view: GameView | null;
  /** the join screen's table as its invite shows it (host, seats, time control), once read */
  readonly invitation: Invitation | null;
  /** one-seat invite links the host made, by seat */
  readonly replacements: Readonly<Record<number, string>>;
  /** a sentence: why the last call failed (the server unreachable, a refusal) */
  readonly problem: string;
  /** the server cannot be reached at all (a "Retry" is offered) */
  readonly unreachable: boolean;
  readonly busy: boolean;
}

export class LobbySession {
  private current: LobbyState = {
    screen: { kind: 'home' },
    mine: [],
    open: [],
    info: null,
    view: null,
    invitation: null,
    replacements: {},
    problem: '',
    unreachable: false,
    busy: false,
  };
  private following: Subscription | null = null;
  private readonly store: SeatStore;

  constructor(
    readonly server: string,
    /** the page invite and spectator links point to */
    readonly page: string,
    storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly onChange: (state: LobbyState) => void,
    private readonly http: HttpOptions = {},
    /**
     * A portal's signed claim for its signed-in player (docs/PROTOCOL.md): it creates tables and
     * takes seats as that user, plays them on any device, and "your tables" come from the server.
     */
    private readonly claim = '',
  ) {
    this.store = new SeatStore(storage);
  }

  get state(): LobbyState {
    return this.current;
  }

  /** The links the host of `seat`'s table shares. */
  links(seat: SavedSeat): { invite: string | null; watch: string | null } {
    return {
      invite: seat.invite ? lobbyLink(this.page, 'join', seat.table, seat.invite) : null,
      watch: seat.spectator ? lobbyLink(this.page, 'watch', seat.table, seat.spectator) : null,
    };
  }

  /** Reloads this browser's tables and the open ones. */
  async refresh(): Promise<void> {
    await this.run(async () => {
      if (this.claim) {
        // The server knows the user's tables on every device; this browser adds the host's links it kept.
        const held = await userTables(this.server, this.claim, this.http);
        const mine = held.map(({ seat, table }) => ({
          seat: {
            ...this.store.find(this.server, table.id),
            server: this.server,
            table: table.id,
            seat,
            token: this.claim,
            name: table.seats.find((x) => x.seat === seat)?.name ?? '',
            savedAt: 0,
          },
          info: table,
        }));
        this.set({ mine, open: await openTables(this.server, this.http) });
        return;
      }
      const seats = this.store.at(this.server).filter((s) => s.seat >= 0);
      const mine = await Promise.all(
        seats.map(async (seat) => {
          try {
            return { seat, info: (await this.transport(seat).snapshot()).table };
          } catch (e) {
            // A table the server no longer knows (or a seat given to someone else) is forgotten.
            if (e instanceof ProtocolError && (e.status === 404 || e.status === 401)) {
              this.store.forget(this.server, seat.table);
              return null;
            }
            throw e;
          }
        }),
      );
      this.set({ mine: mine.filter((m) => m !== null), open: await openTables(this.server, this.http) });
    });
  }

  /** Goes to a screen; following the table of a 'table' or 'watch' screen. */
  show(screen: LobbyScreen): void {
    this.following?.close();
    this.following = null;
    this.set({ screen, info: null, view: null, invitation: null, replacements: {}, problem: '' });
    if (screen.kind === 'join') void this.readInvitation(screen.table, screen.code);
    if (screen.kind === 'table' || screen.kind === 'game') this.follow(this.transport(screen.seat));
    if (screen.kind === 'watch') this.follow(new HttpTransport(this.server, screen.table, -1, screen.token, this.http));
    if (screen.kind === 'home') void this.refresh();
  }

  /** Opens the screen a link asks for (#join=..., #watch=..., #play=...); false when it names nothing usable. */
  open(link: { kind: 'join' | 'watch'; table: string; code: string } | { kind: 'play'; table: string }): boolean {
    if (link.kind === 'play') {
      const stored = this.store.find(this.server, link.table);
      // A portal's player plays with the portal's claim, on any device: no seat needs to be kept here.
      const seat = stored ?? (this.claim ? { server: this.server, table: link.table, seat: -2, token: this.claim, name: '', savedAt: 0 } : undefined);
      if (!seat) return false;
      this.show({ kind: seat.seat === -1 ? 'table' : 'game', seat: { ...seat, ...(this.claim ? { token: this.claim } : {}) } });
      return true;
    }
    if (link.kind === 'join') {
      const held = this.store.find(this.server, link.table);
      this.show(held && held.seat >= 0 ? { kind: 'table', seat: held } : { kind: 'join', table: link.table, code: link.code });
    } else this.show({ kind: 'watch', table: link.table, token: link.code });
    return true;
  }

  /** Creates a table: `spec` is the server setup (serverSpec in machines/table/setup.ts makes it from the form). */
  async create(name: string, spec: unknown, listed = false): Promise<void> {
    await this.run(async () => {
      const made = await createTable(this.server, spec, name, {
        ...this.http,
        ...(listed ? { listed: true } : {}),
        ...(this.claim ? { createKey: this.claim } : {}),
      });
      const seat: SavedSeat = {
        server: this.server,
        table: made.table.id,
        seat: 0,
        token: made.token,
        name: made.table.seats[0]?.name ?? name,
        invite: made.invite,
        spectator: made.spectator,
        savedAt: Date.now(),
      };
      this.store.save(seat);
      this.show({ kind: 'table', seat });
    });
  }

  /** Takes a seat: `code` is an invite (or a one-seat invite); none at a listed table. */
  async join(table: string, code: string | undefined, name: string): Promise<void> {
    await this.run(async () => {
      const r = await joinTable(this.server, table, code, name.trim() || 'Guest', { ...this.http, ...(this.claim ? { claim: this.claim } : {}) });
      const seat: SavedSeat = {
        server: this.server,
        table,
        seat: r.seat,
        token: r.token,
        name: r.table.seats.find((x) => x.seat === r.seat)?.name ?? name.trim(),
        savedAt: Date.now(),
      };
      this.store.save(seat);
      this.show({ kind: 'table', seat });
    });
  }

  async start(seat: SavedSeat): Promise<void> {
    await this.run(async () => this.set({ info: (await this.transport(seat).start()).table }));
  }

  async leave(seat: SavedSeat): Promise<void> {
    await this.run(async () => {
      await this.transport(seat).leave();
      this.store.forget(this.server, seat.table);
      this.show({ kind: 'home' });
    });
  }

  async abandon(seat: SavedSeat): Promise<void> {
    await this.run(async () => this.set({ info: (await this.transport(seat).abandon()).table }));
  }

  /** The host plays the rules' default for `target`, a late or absent seat. */
  async skip(seat: SavedSeat, target: number): Promise<void> {
    await this.run(async () => this.set({ info: (await this.transport(seat).skip(target)).table }));
  }

  /** The host makes a one-seat invite link for `target`. */
  async replace(seat: SavedSeat, target: number): Promise<void> {
    await this.run(async () => {
      const r = await this.transport(seat).replaceSeat(target);
      this.set({ info: r.table, replacements: { ...this.current.replacements, [target]: lobbyLink(this.page, 'join', seat.table, r.invite) } });
    });
  }

  /** What the invite shows (who invites, the seats, the time control), for the join screen. */
  private async readInvitation(table: string, code: string): Promise<void> {
    // Not busy meanwhile: the guest may take the seat before the details arrive.
    const still = () => this.current.screen.kind === 'join' && this.current.screen.table === table;
    try {
      const invitation = await readInvitation(this.server, table, code || undefined, this.http);
      if (still()) this.set({ invitation });
    } catch (e) {
      // A wrong or stale invite: said now, before a name is typed (joining would be refused the same way).
      if (still() && e instanceof ProtocolError && e.status >= 400 && e.status < 500) this.set({ problem: e.message });
    }
  }

  forget(seat: SavedSeat): void {
    this.store.forget(this.server, seat.table);
    this.set({ mine: this.current.mine.filter((m) => m.seat.table !== seat.table) });
  }

  close(): void {
    this.following?.close();
    this.following = null;
  }

  private transport(seat: SavedSeat): HttpTransport {
    return new HttpTransport(this.server, seat.table, seat.seat, seat.token, this.http);
  }

  private follow(t: HttpTransport): void {
    this.following = t.subscribe({
      onEvent: (e) => this.set({ info: e.table, view: e.view, unreachable: false }),
      onStatus: (status, error) => {
        if (status === 'closed' && error) this.set({ problem: error.message });
      },
      onUnreachable: (error) => this.set({ unreachable: error !== null, problem: error?.message ?? '' }),
    });
  }

  /** Runs one call: busy meanwhile, and any failure as a sentence (unreachable when it is the network or a 5xx). */
  private async run(call: () => Promise<void>): Promise<void> {
    this.set({ busy: true, problem: '' });
    try {
      await call();
      this.set({ busy: false, unreachable: false });
    } catch (e) {
      const err = e instanceof ProtocolError ? e : new ProtocolError(0, 'network', `The server could not be reached: ${(e as Error).message}`);
      this.set({ busy: false, problem: err.message, unreachable: err.status === 0 || err.status >= 500 });
    }
  }

  private set(patch: Partial<LobbyState>): void {
    this.current = { ...this.current, ...patch };
    this.onChange(this.current);
  }
}
