/**
 * <carto-game> playing one seat of a server table, against a fake Transport that keeps a real
 * engine state the way the server does: it applies actions with the engine's `apply`, answers
 * with `viewFor(state, seat)` and pushes one event per version to every subscriber.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import { CartoCellActivateEvent } from '../../components/events/cell-events.ts';
import { CartoPlacementIntentEvent } from '../../components/events/placement-intent-event.ts';
import { ProtocolError, type ActResult, type SubscribeHandlers, type TableEvent, type TableInfo, type Transport } from '../../web/client/transport.ts';
import { apply } from '../../src/game/apply.ts';
import { viewFor } from '../../src/game/view.ts';
import { previewPlacement } from '../../src/game/preview.ts';
import { anchorOf } from '../../machines/placement.machine.ts';
import { randomAction } from '../../src/game/random-player.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import type { Action, GameState } from '../../src/game/types.ts';
import type { ExploreCard } from '../../src/content/types.ts';
import type { Cell } from '../../src/grid/grid.ts';
import { freshGame, playUntil } from './game-fixtures.ts';

defineCartoElements();

const root = (el: CartoGameElement) => el.shadowRoot!;

/** The server's side of one table, shared by the fake transports of its seats. */
class FakeTable {
  version = 3; // created, joined, started
  constructor(public state: GameState) {}
  readonly subscribers: { seat: number; handlers: SubscribeHandlers }[] = [];

  info(): TableInfo {
    return {
      id: 'T1',
      version: this.version,
      status: this.state.stage === 'gameOver' ? 'finished' : 'playing',
      seatCount: 2,
      seats: [
        { seat: 0, name: 'Ada' },
        { seat: 1, name: 'Bo' },
      ],
      packs: ['base'],
      waitingFor: this.state.tasks.flatMap((q, p) => (q.length ? [p] : [])),
      result: this.state.result ?? null,
    };
  }

  event(seat: number, by: number | null): TableEvent {
    return { version: this.version, kind: 'action', by, table: this.info(), seat, view: viewFor(this.state, seat) };
  }

  act(seat: number, action: Action): void {
    if (action.player !== seat) throw new ProtocolError(403, 'seat.other', `This token plays seat ${seat}.`);
    const r = apply(this.state, action);
    if (r.violation) throw new ProtocolError(422, r.violation.code, r.violation.message);
    this.state = r.state;
    this.version++;
    for (const s of this.subscribers) s.handlers.onEvent(this.event(s.seat, seat));
  }
}

class FakeTransport implements Transport {
  readonly tableId = 'T1';
  readonly sent: unknown[] = [];
  /** the next action is refused with this sentence (as the server would for an illegal one) */
  refuseNext: string | null = null;
  /** the stream is refused for good (a wrong token) */
  closedWith: ProtocolError | null = null;

  constructor(
    readonly server: FakeTable,
    readonly seat: number,
  ) {}

  snapshot() {
    return Promise.resolve({ version: this.server.version, seat: this.seat, table: this.server.info(), view: viewFor(this.server.state, this.seat) });
  }

  async act(action: Omit<Action, 'player'> & { player?: number }): Promise<ActResult> {
    this.sent.push(action);
    await Promise.resolve();
    if (this.refuseNext) {
      const message = this.refuseNext;
      this.refuseNext = null;
      throw new ProtocolError(422, 'placement.refused', message);
    }
    this.server.act(this.seat, { ...action, player: action.player ?? this.seat } as Action);
    const e = this.server.event(this.seat, this.seat);
    return { version: e.version, replayed: false, table: e.table, view: e.view };
  }

  start(): Promise<{ version: number; table: TableInfo }> {
    return Promise.reject(new ProtocolError(409, 'table.started', 'The game has started.'));
  }

  legal(): Promise<{ version: number; actions: Action[] }> {
    return Promise.resolve({ version: this.server.version, actions: [] });
  }

  subscribe(handlers: SubscribeHandlers) {
    const entry = { seat: this.seat, handlers };
    setTimeout(() => {
      if (this.closedWith) return handlers.onStatus?.('closed', this.closedWith);
      handlers.onStatus?.('open');
      this.server.subscribers.push(entry);
      handlers.onEvent(this.server.event(this.seat, null));
    }, 0);
    const server = this.server;
    return {
      last: -1,
      close() {
        const i = server.subscribers.indexOf(entry);
        if (i >= 0) server.subscribers.splice(i, 1);
        handlers.onStatus?.('closed');
      },
    };
  }
}

async function settle(el: CartoGameElement) {
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
  await el.updateComplete;
}

/** A two-player game (neighbour ambushes) where both seats have an ordinary draw to make. */
function drawingTable(): FakeTable {
  const state = playUntil(
    freshGame(2, 'online-wtr'),
    (s) => s.stage === 'draw' && s.tasks.every((q) => q[0]?.kind === 'draw' && q[0].ruins !== true) && s.turn >= 1,
  );
  return new FakeTable(state);
}

/** Where seat 0's shape (option 1, unturned) fits: the space to activate. */
function legalAnchor(state: GameState, seat: number): Cell {
  const task = state.tasks[seat]![0]!;
  const card = state.cards[task.card] as ExploreCard;
  const sheet = state.sheets[seat]!;
  for (let r = 0; r < sheet.grid.rows; r++) {
    for (let c = 0; c < sheet.grid.cols; c++) {
      const [dr, dc] = anchorOf({ card, option: 0, turns: 0, flipped: false });
      if (previewPlacement({ sheet, card, option: 0, turns: 0, flipped: false, at: [r, c], ruins: false }).legal) return [r + dr, c + dc];
    }
  }
  throw new Error('no legal anchor');
}

/** Chooses the card's first terrain and activates a space twice (place, then confirm), as a player does. */
async function placeAt(el: CartoGameElement, state: GameState, at: Cell) {
  const card = state.cards[state.tasks[0]![0]!.card] as ExploreCard;
  const controls = root(el).querySelector('carto-placement-controls')!;
  controls.dispatchEvent(new CartoPlacementIntentEvent({ kind: 'terrain', terrain: card.terrains[0]! }));
  await settle(el);
  const map = root(el).querySelector('carto-map[interactive]')!;
  map.dispatchEvent(new CartoCellActivateEvent(at[0], at[1], 'pointer'));
  await settle(el);
  map.dispatchEvent(new CartoCellActivateEvent(at[0], at[1], 'pointer'));
  await settle(el);
}

describe('<carto-game> online', () => {
  it('shows the connection first, then the seat’s map, task, deck and whom the table waits for; passes axe', async () => {
    const table = drawingTable();
    const transport = new FakeTransport(table, 0);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${transport}></carto-game>`);
    expect(root(el).textContent).to.contain('Connecting to the table');
    await settle(el);
    const card = table.state.cards[table.state.tasks[0]![0]!.card]!;
    expect(root(el).querySelector('.task')!.textContent).to.equal(`Draw ${card.name}.`);
    expect(root(el).querySelector('#map-title')!.textContent).to.contain("Ada's map");
    expect(root(el).querySelector('.barrier')!.textContent).to.equal('Waiting for Ada and Bo.');
    expect(root(el).querySelector('carto-deck')).to.exist;
    expect(root(el).querySelector('carto-placement-controls')).to.exist;
    // One player per device: no setup, no hand-over, no local "New game".
    expect(root(el).querySelector('carto-setup')).to.be.null;
    expect(root(el).querySelector('[part="handover"]')).to.be.null;
    expect([...root(el).querySelectorAll('button')].some((b) => /New game/.test(b.textContent ?? ''))).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('sends a confirmed placement to the server and then waits for the other seat by name', async () => {
    const table = drawingTable();
    const transport = new FakeTransport(table, 0);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${transport}></carto-game>`);
    await settle(el);
    const before = table.state;
    const at = legalAnchor(before, 0);
    await placeAt(el, before, at);
    expect(transport.sent).to.have.length(1);
    expect((transport.sent[0] as Action).type).to.equal('draw');
    expect(table.version).to.equal(4);
    // Seat 0 has drawn; the other seat's choice is still open, so the table waits for Bo.
    expect(root(el).querySelector('.task')!.textContent).to.equal('Waiting for Bo.');
    expect(root(el).querySelector('.barrier')!.textContent).to.equal('Waiting for Bo.');
    expect(root(el).querySelector('carto-placement-controls')).to.be.null;
    await expect(el).to.be.accessible();

    // Bo plays on another device: the pushed version gives Ada her next task.
    const bo = randomAction(table.state, 1, new Rng(seedRng(3)))!;
    table.act(1, bo);
    await settle(el);
    expect(root(el).querySelector('.task')!.textContent).to.not.equal('Waiting for Bo.');
  });

  it('shows the server’s refusal in the engine’s words and lets the player try again', async () => {
    const table = drawingTable();
    const transport = new FakeTransport(table, 0);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${transport}></carto-game>`);
    await settle(el);
    const at = legalAnchor(table.state, 0);
    transport.refuseNext = 'The shape must be drawn inside the map.';
    await placeAt(el, table.state, at);
    expect(table.version).to.equal(3);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.equal('The shape must be drawn inside the map.');
    // The same task starts afresh: controls are back and a second try goes through.
    expect(root(el).querySelector('carto-placement-controls')).to.exist;
    await placeAt(el, table.state, at);
    expect(table.version).to.equal(4);
    expect(root(el).querySelector('[role="alert"]')).to.be.null;
  });

  it('resumes from the latest version when the page is opened again (a reload)', async () => {
    const table = drawingTable();
    const first = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${new FakeTransport(table, 0)}></carto-game>`);
    await settle(first);
    await placeAt(first, table.state, legalAnchor(table.state, 0));
    first.remove();
    expect(table.subscribers).to.have.length(0); // the removed element closed its stream
    const again = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${new FakeTransport(table, 0)}></carto-game>`);
    await settle(again);
    expect(root(again).querySelector('.task')!.textContent).to.equal('Waiting for Bo.');
    // The drawing made before the reload is on the map.
    const filled = viewFor(table.state, 0).sheets[0]!.grid.fills.filter((f) => f !== 'empty').length;
    const labels = [...root(again).querySelector('carto-map')!.shadowRoot!.querySelectorAll('[role="gridcell"]')].map(
      (c) => c.getAttribute('aria-label') ?? '',
    );
    expect(labels.filter((l) => !l.split(', ').includes('empty')).length).to.equal(filled);
  });

  it('says why when the server refuses the seat (a wrong token)', async () => {
    const transport = new FakeTransport(drawingTable(), 0);
    transport.closedWith = new ProtocolError(401, 'auth.token', 'This token holds no seat at this table.');
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${transport}></carto-game>`);
    await settle(el);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('This token holds no seat at this table.');
    await expect(el).to.be.accessible();
  });

  it('shows the end of a season and the end of the game as the table plays on', async () => {
    const table = drawingTable();
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key="" .transport=${new FakeTransport(table, 0)}></carto-game>`);
    await settle(el);
    const rng = new Rng(seedRng(21));
    /** Both seats play random legal moves, as the server would receive them, until `stop`. */
    const playOn = (stop: (s: GameState) => boolean) => {
      for (let i = 0; i < 2000 && !stop(table.state) && table.state.stage !== 'gameOver'; i++) {
        const seat = table.state.tasks.findIndex((q) => q.length > 0);
        table.act(seat, randomAction(table.state, seat, rng)!);
      }
    };
    playOn((s) => s.scores[0]!.length === 1);
    await settle(el);
    expect(root(el).querySelector('#season-title')!.textContent).to.equal('Spring is over');
    // The scores are counted out card by card first; "Show all the scores" skips to the sheet.
    const skip = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Show all the scores');
    expect(skip).to.exist;
    skip!.click();
    await settle(el);
    expect(root(el).querySelector('carto-scoreboard')).to.exist;
    await expect(el).to.be.accessible();
    playOn(() => false);
    await settle(el);
    expect(table.state.stage).to.equal('gameOver');
    expect(root(el).querySelector('#over-title')!.textContent).to.equal('The game is over');
    const winners = table.state.result!.winners.map((p) => ['Ada', 'Bo'][p]);
    expect(root(el).querySelector('.title')!.textContent).to.contain(winners[0]!);
    await expect(el).to.be.accessible();
  });
});

describe('<carto-game> events for the page around it', () => {
  it('tells the page (through shadow roots, on the document) the start, its turn, a refusal, each season and the end', async () => {
    const heard: Event[] = [];
    const names = ['carto-game-start', 'carto-turn', 'carto-game-error', 'carto-season-end', 'carto-game-over'] as const;
    const listen = (e: Event) => heard.push(e);
    for (const n of names) document.addEventListener(n, listen);
    try {
      const table = drawingTable();
      const transport = new FakeTransport(table, 0);
      const el = await fixture<CartoGameElement>(html`<div><carto-game storage-key="" .transport=${transport}></carto-game></div>`).then(
        (d) => d.querySelector('carto-game')!,
      );
      await settle(el);
      await until(() => heard.length >= 2, 'no event heard');
      expect(heard.map((e) => e.type)).to.deep.equal(['carto-game-start', 'carto-turn']);
      const started = heard[0] as import('../../components/events/game-events.ts').CartoGameStartEvent;
      expect([started.players, started.online, started.table, started.bubbles, started.composed]).to.deep.equal([2, true, 'T1', true, true]);
      expect((heard[1] as import('../../components/events/game-events.ts').CartoTurnEvent).player).to.equal(0);
      expect((heard[1] as import('../../components/events/game-events.ts').CartoTurnEvent).name).to.equal('Ada');
      transport.refuseNext = 'The shape must be drawn inside the map.';
      await placeAt(el, table.state, legalAnchor(table.state, 0));
      const error = heard.at(-1) as import('../../components/events/game-events.ts').CartoGameErrorEvent;
      expect([error.type, error.code, error.message]).to.deep.equal(['carto-game-error', 'placement.refused', 'The shape must be drawn inside the map.']);
      const rng = new Rng(seedRng(5));
      for (let i = 0; i < 3000 && table.state.stage !== 'gameOver'; i++) {
        const seat = table.state.tasks.findIndex((q) => q.length > 0);
        table.act(seat, randomAction(table.state, seat, rng)!);
        if (i % 25 === 0) await settle(el);
      }
      await settle(el);
      const seasons = heard.filter((e) => e.type === 'carto-season-end') as import('../../components/events/game-events.ts').CartoSeasonEndEvent[];
      expect(seasons.map((s) => s.season)).to.deep.equal([0, 1, 2, 3]);
      expect(seasons[3]!.scores).to.deep.equal(table.state.scores.map((s, player) => ({ player, name: ['Ada', 'Bo'][player], total: s[3]!.total })));
      const over = heard.filter((e) => e.type === 'carto-game-over') as import('../../components/events/game-events.ts').CartoGameOverEvent[];
      expect(over).to.have.length(1);
      expect(over[0]!.table).to.equal('T1');
      expect(over[0]!.winners).to.deep.equal(table.state.result!.winners);
      expect(over[0]!.standings.map((s) => [s.player, s.total, s.rank])).to.deep.equal(table.state.result!.players.map((p) => [p.player, p.total, p.rank]));
    } finally {
      for (const n of names) document.removeEventListener(n, listen);
    }
  });
});

describe('<carto-game> clocks at a table with a time control', () => {
  const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
  /** A table with one minute per move from T0, whose host can skip; the page's clock is `now`. */
  class TimedTable extends FakeTable {
    skipped: { seat: number; by: number } | null = null;
    override info(): TableInfo {
      return { ...super.info(), turnSeconds: 60, deadline: new Date(T0 + 60_000).toISOString(), late: [], skipped: this.skipped };
    }
    skip(by: number, seat: number): void {
      const action = randomAction(this.state, seat, new Rng(seedRng(3)))!;
      this.skipped = { seat, by };
      this.act(seat, action);
      this.skipped = null;
    }
  }
  class TimedTransport extends FakeTransport {
    async skip(seat: number): Promise<ActResult> {
      (this.server as TimedTable).skip(this.seat, seat);
      const e = this.server.event(this.seat, this.seat);
      return { version: e.version, replayed: false, table: e.table, view: e.view };
    }
  }

  it('counts down on both screens, shows the late seat live, lets the host skip it, and tells the skipped player in words', async () => {
    const table = new TimedTable(drawingTable().state);
    let now = T0 + 15_000;
    const host = await fixture<CartoGameElement>(html`<carto-game storage-key="" .now=${() => now} .transport=${new TimedTransport(table, 0)}></carto-game>`);
    const guest = await fixture<CartoGameElement>(html`<carto-game storage-key="" .now=${() => now} .transport=${new TimedTransport(table, 1)}></carto-game>`);
    await settle(host);
    await settle(guest);
    const clock = (el: CartoGameElement) => root(el).querySelector('.clocks')!;
    for (const el of [host, guest]) expect(clock(el).querySelector('.time-left')!.textContent).to.equal('Time left for this move: 0:45');
    // Ada draws; Bo does not.
    await placeAt(host, table.state, legalAnchor(table.state, 0));
    now = T0 + 59_000;
    host.requestUpdate();
    guest.requestUpdate();
    await settle(host);
    await settle(guest);
    expect(clock(guest).querySelector('.time-left')!.textContent).to.equal('Time left for this move: 0:01');
    expect(clock(host).querySelector('[data-seat="1"]')!.textContent).to.contain('to play');
    expect(clock(host).querySelector('[data-seat="1"] button')).to.be.null;
    // One more second on the page's clock, no new version from the server: Bo is late on both screens.
    now = T0 + 61_000;
    host.requestUpdate();
    guest.requestUpdate();
    await settle(host);
    await settle(guest);
    for (const el of [host, guest]) expect(clock(el).querySelector('[data-seat="1"]')!.textContent).to.contain('late');
    expect(clock(guest).querySelector('button')).to.be.null; // only the host skips
    const skip = [...clock(host).querySelectorAll('button')].find((b) => b.textContent!.includes('Skip'))!;
    expect(skip.textContent).to.equal("Skip Bo's turn");
    const version = table.version;
    skip.click();
    await settle(host);
    await settle(guest);
    expect(table.version).to.equal(version + 1);
    expect(root(guest).querySelector('.banner .skipped')!.textContent).to.equal(
      'You were skipped: your time was up, so the host played your turn for you with the first move the rules allow.',
    );
    expect(root(guest).querySelector('.banner')!.textContent).to.not.match(/You drew|You placed/);
    await expect(guest).to.be.accessible();
  });
});
