/**
 * What this browser remembers for the daily boards (public and server-dealt share the server's
 * names): the player's name, the claim token of each name it used first, and the server-dealt
 * games it was dealt (so a reload resumes the day's game). Storage may be blocked: then nothing is
 * remembered and the player types again.
 */
const NAME_KEY = 'carto-live-leaderboard-name';
/** The claim tokens of the names this browser sent first results under: {name as compared: token}. */
const CLAIMS_KEY = 'carto-live-leaderboard-claims';
/** The server-dealt games this browser was dealt: {"server date mode": {table, token}}. */
const DEALT_KEY = 'carto-live-dealt-games';

function readJson(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: not remembered
  }
}

export function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveName(name: string): void {
  write(NAME_KEY, name);
}

const nameKey = (name: string) => name.trim().toLowerCase();

export function claimOf(name: string): string | undefined {
  const c = readJson(CLAIMS_KEY)[nameKey(name)];
  return typeof c === 'string' ? c : undefined;
}

export function saveClaim(name: string, claim: string): void {
  write(CLAIMS_KEY, JSON.stringify({ ...readJson(CLAIMS_KEY), [nameKey(name)]: claim }));
}

/** A server-dealt game's seat: the table and this seat's token. */
export interface DealtSeatRef {
  readonly table: string;
  readonly token: string;
}

const dealtKey = (server: string, date: string, mode: string) => `${server.replace(/\/+$/, '')} ${date} ${mode}`;

export function dealtSeat(server: string, date: string, mode: string): DealtSeatRef | null {
  const s = readJson(DEALT_KEY)[dealtKey(server, date, mode)] as Partial<DealtSeatRef> | undefined;
  return s && typeof s.table === 'string' && typeof s.token === 'string' ? { table: s.table, token: s.token } : null;
}

export function saveDealtSeat(server: string, date: string, mode: string, seat: DealtSeatRef): void {
  write(DEALT_KEY, JSON.stringify({ ...readJson(DEALT_KEY), [dealtKey(server, date, mode)]: seat }));
}
