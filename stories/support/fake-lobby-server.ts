/**
 * A tiny in-page stand-in for the game server, for <carto-lobby>'s story and browser test: it
 * records the requests and answers with the protocol's shapes (docs/PROTOCOL.md) for one table
 * 'T1' and one listed table 'L1'; `setDown(true)` makes every request fail as a dead network does.
 */
export function fakeLobbyServer() {
  const requests: { method: string; path: string; body: any; auth: string | null }[] = [];
  const seats = [{ seat: 0, name: 'Ada' }];
  let down = false;
  let late: number[] = [];
  let started = false;
  const info = (status = started ? 'playing' : 'open') => ({
    id: 'T1',
    version: seats.length,
    status,
    seatCount: 2,
    seats,
    packs: ['base'],
    waitingFor: late,
    result: null,
    turnSeconds: 120,
    deadline: late.length ? '2026-01-01T00:02:00Z' : null,
    late,
    listed: false,
  });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (down) throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    const body = init.body ? JSON.parse(String(init.body)) : null;
    const method = init.method ?? 'GET';
    requests.push({ method, path: url.pathname + url.search, body, auth: new Headers(init.headers).get('authorization') });
    // A portal's user (any bearer that is a claim) has the table T1 at seat 0, on every device.
    if (url.pathname === '/me/tables') return json({ user: 'u-ada', tables: [{ seat: 0, yourTurn: late.includes(0), table: info() }] });
    if (url.pathname === '/tables' && method === 'GET')
      return json({
        tables: [{ id: 'L1', host: 'Cy', seatCount: 3, seated: 1, packs: ['base', 'heroes'], turnSeconds: null, createdAt: '2026-01-01T00:00:00Z' }],
      });
    if (url.pathname === '/tables' && method === 'POST')
      return json({ table: info(), seat: 0, token: 'host-token', invite: 'INVITE', spectator: 'WATCH' }, 201);
    // What the invite shows before joining: only to the invite.
    if (url.pathname === '/tables/T1/invitation') {
      if (new Headers(init.headers).get('authorization') !== 'Bearer INVITE')
        return json({ error: { code: 'invite.wrong', message: "This invite code is not the table's." } }, 403);
      return json({
        invitation: {
          id: 'T1',
          status: started ? 'playing' : 'open',
          host: 'Ada',
          seatCount: 2,
          seated: seats.map((s) => s.name),
          packs: ['base'],
          turnSeconds: 120,
          listed: false,
        },
      });
    }
    if (url.pathname === '/tables/T1/seats') {
      seats.push({ seat: 1, name: body.name });
      return json({ table: info(), seat: 1, token: 'guest-token', replayed: false }, 201);
    }
    if (url.pathname === '/tables/T1/start') {
      // The guest then misses the deadline: the host sees them late.
      late = [1];
      started = true;
      return json({ version: 3, table: info('playing') });
    }
    if (url.pathname === '/tables/T1/skip') {
      late = [];
      return json({ version: 4, replayed: false, table: info('playing'), view: null });
    }
    // A spectator's link watches T1 (its view is not needed for the seats' list and clocks).
    if (url.pathname === '/tables/T1/events') {
      const event = `event: table\nid: ${seats.length}\ndata: ${JSON.stringify({ version: seats.length, kind: 'join', by: 0, seat: 0, table: info(), view: null })}\n\n`;
      return new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(event)) }), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    if (url.pathname === '/tables/T1') return json({ version: seats.length, seat: 0, table: info(), view: null });
    return json({ error: { code: 'route.unknown', message: 'no' } }, 404);
  };
  return { fetch, requests, setDown: (d: boolean) => (down = d) };
}
