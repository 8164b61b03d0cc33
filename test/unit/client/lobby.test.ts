/** The lobby's pure parts: links, the seats kept in storage, and the setup form as a server spec. */
import { describe, expect, it } from 'vitest';
import { lobbyLink, parseLobbyLink, SeatStore, type SavedSeat } from '../../../web/client/lobby.ts';
import { serverSpec } from '../../../machines/table/setup.ts';

class Memory {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

const seat = (table: string, n = 0): SavedSeat => ({ server: 'http://s', table, seat: n, token: `tok-${table}-${n}`, name: 'Ada', savedAt: 1 });

describe('lobby links', () => {
  it('makes and reads join, watch and play links, and nothing else', () => {
    const join = lobbyLink('https://portal.test/play?server=x#old', 'join', 'T_1-a', 'INV-_9');
    expect(join).toBe('https://portal.test/play?server=x#join=T_1-a.INV-_9');
    expect(parseLobbyLink(new URL(join).hash)).toEqual({ kind: 'join', table: 'T_1-a', code: 'INV-_9' });
    expect(parseLobbyLink('#watch=T1.W')).toEqual({ kind: 'watch', table: 'T1', code: 'W' });
    expect(parseLobbyLink('#play=T1')).toEqual({ kind: 'play', table: 'T1' });
    for (const bad of ['', '#join=T1', '#join=T1.', '#watch=<x>.y', '#play=T1.x', '#other=T1.x']) expect(parseLobbyLink(bad)).toBeNull();
  });
});

describe('SeatStore', () => {
  it("keeps seats newest first, finds a table's seat, forgets a table, and survives broken storage", () => {
    const memory = new Memory();
    const store = new SeatStore(memory);
    store.save(seat('A'));
    store.save(seat('B', 2));
    store.save({ ...seat('A'), token: 'newer' });
    expect(store.all().map((s) => [s.table, s.token])).toEqual([
      ['A', 'newer'],
      ['B', 'tok-B-2'],
    ]);
    expect(store.find('http://s', 'B')?.seat).toBe(2);
    expect(store.find('http://other', 'B')).toBeUndefined();
    store.forget('http://s', 'A');
    expect(store.all().map((s) => s.table)).toEqual(['B']);
    memory.map.set('carto-lobby/seats/v1', '{not json');
    expect(store.all()).toEqual([]);
    expect(new SeatStore(null).all()).toEqual([]);
  });
});

describe('serverSpec', () => {
  const form = {
    players: 3,
    names: [' Ada ', 'x', 'y'],
    mode: 'combined',
    map: 'side-c',
    code: 'SPRING',
    edicts: { A: 'deepwood', B: '' },
    ambushPlacement: 'walk',
  } as const;

  it('turns the setup form into a server table: seats, packs, map, options; the host is the first name; the server shuffles', () => {
    expect(serverSpec(form)).toEqual({
      name: 'Ada',
      spec: { seats: 3, packs: ['base', 'heroes'], choices: { map: 'side-c' }, ambushPlacement: 'walk', edicts: { A: 'deepwood' } },
    });
  });

  it('sends the code as the seed only when asked, and the time per turn', () => {
    const { spec } = serverSpec({ ...form, players: 1, names: [''] }, { dealFromCode: true, turnSeconds: 600 });
    expect(spec).toEqual({ seats: 1, packs: ['base', 'heroes'], choices: { map: 'side-c' }, edicts: { A: 'deepwood' }, seed: 'SPRING', turnSeconds: 600 });
    expect(serverSpec({ ...form, names: [] }).name).toBe('Host');
  });
});

describe('claimName', () => {
  it('reads the name a portal put in its claim (any script), and nothing from what is not a claim', async () => {
    const { claimName } = await import('../../../web/client/lobby.ts');
    const part = Buffer.from(JSON.stringify({ sub: 'u-1', name: 'Zoë Łukasz', exp: 1 })).toString('base64url');
    expect(claimName(`eyJhbGciOiJIUzI1NiJ9.${part}.sig`)).toBe('Zoë Łukasz');
    expect(claimName('a-plain-seat-token')).toBe('');
    expect(claimName('x.!!!.y')).toBe('');
  });
});
