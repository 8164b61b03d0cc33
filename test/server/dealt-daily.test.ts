/**
 * The server-dealt daily challenge (docs/PROTOCOL.md, "Server-dealt daily"), on PGlite with an
 * injected clock (the day is UTC): the day's game is dealt by the server from a seed nobody can
 * compute, played through the table protocol, and ranked on its own board only when it finished
 * before the day ended; the seed is published from the first millisecond of the next day. Every
 * response and event a player receives before then is searched for the seed, the generator and
 * deck order (test/helpers/secrets.ts), as the redaction walk does for tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyGame } from '../../src/game/daily.ts';
import { dayEndsAt } from '../../src/game/calendar.ts';
import { fold } from '../../web/server/table-model.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { findSecrets } from '../helpers/secrets.ts';
import { http, pgliteServer } from './helpers.ts';
import { chooser } from './game-helpers.ts';
import { stream, until, type Received } from './sse-capture.ts';

const DAY = '2026-11-23';
const NEXT = '2026-11-24';
const NOON = Date.UTC(2026, 10, 23, 12);
const LAST_MS = dayEndsAt(DAY) - 1; // 23:59:59.999 UTC
const MIDNIGHT = dayEndsAt(DAY); // 00:00:00.000 UTC of the next day
const PER_ADDRESS = 4;
const PER_NAME = 4;

describe('the server-dealt daily challenge', () => {
  let server: RunningServer;
  let clock = NOON;
  /** Each request comes from its own address unless told (the server trusts X-Forwarded-For here). */
  let nextAddress = 0;
  const from = (address = `10.1.0.${++nextAddress}`) => ({ 'x-forwarded-for': address });
  const dealt = (date = DAY, mode = 'base') => `${server.url}/daily/${date}/${mode}/dealt`;
  const board = (q = '', date = DAY) => `${server.url}/daily/${date}/base/dealt/leaderboard?${q}`;

  beforeAll(async () => {
    server = await pgliteServer({ now: () => clock, trustProxy: true, dailyPerHour: PER_ADDRESS, dailyPerNamePerHour: PER_NAME });
  });
  afterAll(async () => server?.close());

  /** Plays a dealt table to its end through HTTP, keeping every response; returns the final score. */
  async function play(id: string, token: string, got: Received[], seed: number): Promise<{ score: number; stars: number }> {
    const pick = chooser(seed);
    const keep = (what: string, r: { status: number; body: any }) => {
      got.push({ viewer: 0, what: `${what} (${r.status})`, version: r.body?.version ?? r.body?.table?.version ?? 0, body: r.body });
      return r;
    };
    for (let guard = 0; guard < 500; guard++) {
      const state = keep('read', await http(`${server.url}/tables/${id}`, { token }));
      if (state.body.table.status === 'finished') {
        const result = state.body.table.result;
        return { score: result.solo.score, stars: result.players[0].total };
      }
      const legal = keep('legal', await http(`${server.url}/tables/${id}/legal`, { token }));
      const actions = legal.body.actions as unknown[];
      expect(actions.length).toBeGreaterThan(0);
      const r = keep('action', await http(`${server.url}/tables/${id}/actions`, { token, body: { action: actions[pick(actions.length)] } }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (guard === 3) keep('log too early', await http(`${server.url}/tables/${id}/log`, { token }));
    }
    throw new Error('the game did not end');
  }

  let ada: { id: string; token: string; claim: string; score: number; stars: number };

  it('deals a game no one can compute from the date, and nothing it sends carries the seed, the generator or deck order', async () => {
    const got: Received[] = [];
    const started = await http(dealt(), { body: { name: 'Ada' }, headers: from() });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    got.push({ viewer: 0, what: 'start', version: started.body.table.version, body: started.body });
    const { table, token, claim } = started.body as { table: { id: string; status: string; seatCount: number; listed: boolean }; token: string; claim: string };
    expect(table).toMatchObject({ status: 'playing', seatCount: 1, listed: false });
    expect(claim).toMatch(/^[\w-]{32}$/);
    const events = stream(server.url, table.id, token, 0, got);
    const note = (what: string, r: { status: number; body: unknown }) => got.push({ viewer: 0, what: `${what} (${r.status})`, version: 0, body: r.body });
    note('board mid-day', await http(board('name=Ada')));
    const score = await play(table.id, token, got, 7);
    note('board after the game', await http(board('name=Ada')));
    note('log after the game', await http(`${server.url}/tables/${table.id}/log`, { token }));

    const final = await server.service.current(table.id);
    await until(() => events.last() === final.version, 'the stream to reach the last version');
    events.stop();
    // The deal is the server's: not the public daily's seed, nor its deck.
    const seed = String(final.game!.seed);
    const pub = dailyGame(DAY, 'base');
    expect(seed).not.toBe(String(pub.state.seed));
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(fold(table.id, await server.service.rows(server.db, table.id, 0, 2)).game!.deck).not.toEqual(pub.state.deck);

    const rows = await server.service.rows(server.db, table.id, 0);
    const problems: string[] = [];
    for (const m of got) {
      const state = fold(table.id, rows.slice(0, Math.max(1, m.version))).game;
      // Against the game at the message's version (deck order then) and, for every message, the seed's text.
      for (const p of findSecrets(m.body, { state, viewer: 0, forbidden: [seed] })) problems.push(`${m.what}, version ${m.version}: ${p}`);
    }
    expect(got.length).toBeGreaterThan(3 * 30);
    expect(problems.slice(0, 10)).toEqual([]);
    // The log stays held the whole day, even for the player who finished.
    expect(got.filter((m) => m.what.startsWith('log')).map((m) => m.what)).toEqual(['log too early (409)', 'log after the game (409)']);
    expect((got.find((m) => m.what.startsWith('log after')) as { body: any }).body.error.code).toBe('daily.not-over');
    ada = { id: table.id, token, claim, ...score };
  });

  it('ranks only completed server-dealt games, with the score the engine gave, on a board of its own', async () => {
    const b = await http(board('name=ada'));
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ date: DAY, mode: 'base', count: 1, you: { rank: 1, name: 'Ada', score: ada.score, stars: ada.stars } });
    expect(b.body).not.toHaveProperty('seed');
    expect(b.body.map).toBe(dailyGame(DAY, 'base').deal.map);
    // A game in play and one its player gave up are not results.
    const bea = await http(dealt(), { body: { name: 'Bea' }, headers: from() });
    expect(bea.status).toBe(201);
    const cid = await http(dealt(), { body: { name: 'Cid' }, headers: from() });
    expect((await http(`${server.url}/tables/${cid.body.table.id}/abandon`, { token: cid.body.token, body: {} })).status).toBe(200);
    const after = await http(board('name=Bea'));
    expect(after.body).toMatchObject({ count: 1, you: null, top: [{ name: 'Ada', score: ada.score }] });
    // The public board (results sent as moves) is a different board: the dealt game is not on it.
    expect((await http(`${server.url}/daily/${DAY}/base/leaderboard?name=Ada`)).body).toMatchObject({ count: 0, you: null });
  });

  it('one game per player name per day and mode; a claimed name needs its claim', async () => {
    const again = await http(dealt(), { body: { name: ' ADA ' }, headers: from(), token: ada.claim });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('daily.taken');
    const stranger = await http(dealt(), { body: { name: 'Ada' }, headers: from() });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('daily.name-claimed');
    // Another mode of the same day is another game.
    const heroes = await http(dealt(DAY, 'heroes'), { body: { name: 'Ada' }, headers: from(), token: ada.claim });
    expect(heroes.status, JSON.stringify(heroes.body)).toBe(201);
    expect(heroes.body.claim).toBeUndefined();
  });

  it('limits games asked for per address and per name with the daily limits (429 and Retry-After)', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) codes.push((await http(dealt(), { body: { name: `Flood ${i}` }, headers: from(address) })).status);
    expect(codes).toEqual([...Array<number>(PER_ADDRESS).fill(201), 429, 429]);
    const limited = await http(dealt(), { body: { name: 'Flood x' }, headers: from(address) });
    expect(limited.body.error.code).toBe('daily.rate');
    const byName: { status: number; body: any }[] = [];
    for (let i = 0; i < PER_NAME + 1; i++) byName.push(await http(dealt(), { body: { name: 'Dee' }, headers: from() }));
    expect(byName.map((r) => r.status)).toEqual([201, ...Array<number>(PER_NAME - 1).fill(403), 429]);
    expect(byName.at(-1)!.body.error.code).toBe('daily.name-rate');
  });

  it('the day ends at midnight UTC: the seed is held at 23:59:59.999 and published at 00:00:00.000, after which the day is played no more', async () => {
    // A game begun in the last minute, finished only after midnight: never ranked (the seed was public by then).
    clock = LAST_MS - 60_000;
    const eve = await http(dealt(), { body: { name: 'Eve' }, headers: from() });
    expect(eve.status).toBe(201);
    clock = LAST_MS;
    const before = await http(board());
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty('seed');
    expect((await http(`${server.url}/tables/${ada.id}/log`, { token: ada.token })).status).toBe(409);
    expect((await http(dealt(NEXT), { body: { name: 'Fay' }, headers: from() })).body.error.code).toBe('daily.future');

    clock = MIDNIGHT;
    await play(eve.body.table.id, eve.body.token, [], 3);
    const after = await http(board('name=Eve'));
    const seed = String((await server.service.current(ada.id)).game!.seed);
    expect(after.body).toMatchObject({ seed, count: 1, you: null });
    const log = await http(`${server.url}/tables/${ada.id}/log`, { token: ada.token });
    expect(log.status).toBe(200);
    expect(log.body.game.seed).toBe(seed);
    const late = await http(dealt(DAY), { body: { name: 'Gil' }, headers: from() });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('daily.over');
    // The new day is dealt from a seed of its own, held until it ends.
    const next = await http(dealt(NEXT), { body: { name: 'Gil' }, headers: from() });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(String((await server.service.current(next.body.table.id)).game!.seed)).not.toBe(seed);
    expect((await http(`${server.url}/daily/${NEXT}/base/dealt/leaderboard`)).body).not.toHaveProperty('seed');
  });
});
