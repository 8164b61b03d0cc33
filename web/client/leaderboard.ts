/**
 * The daily challenge's leaderboard from a browser or Node (docs/PROTOCOL.md, "Daily challenge"):
 * submit a finished game's moves, read the top N and a player's rank. A refusal comes back as a
 * LeaderboardError carrying the server's code and sentence.
 */
import type { Action } from '../../src/game/types.ts';

export interface BoardEntry {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly stars: number;
}

export interface Board {
  readonly date: string;
  /** base, heroes or combined */
  readonly mode: string;
  /** results recorded for the day */
  readonly count: number;
  readonly top: readonly BoardEntry[];
  /** the asked player's entry, when they have one */
  readonly you: BoardEntry | null;
}

export class LeaderboardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LeaderboardError';
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new LeaderboardError('network', 'The leaderboard cannot be reached right now.');
  }
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok) throw new LeaderboardError(body?.error?.code ?? `http.${res.status}`, body?.error?.message ?? `The leaderboard answered ${res.status}.`);
  return body as T;
}

const base = (server: string, date: string, mode: string) => `${server.replace(/\/+$/, '')}/daily/${encodeURIComponent(date)}/${encodeURIComponent(mode)}`;

export function fetchBoard(server: string, date: string, mode: string, name = '', top = 10): Promise<Board> {
  const q = new URLSearchParams({ top: String(top), ...(name.trim() ? { name: name.trim() } : {}) });
  return call<Board>(`${base(server, date, mode)}/leaderboard?${q}`);
}

/**
 * Sends a finished game. A name's first result claims it: the answer's `claim` is the token later
 * results under that name must send (`claim` here); keep it with the name.
 */
export function submitResult(
  server: string,
  date: string,
  mode: string,
  name: string,
  actions: readonly Action[],
  score: number,
  claim?: string,
): Promise<{ entry: BoardEntry; count: number; claim?: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(claim ? { authorization: `Bearer ${claim}` } : {}) };
  return call(`${base(server, date, mode)}/results`, { method: 'POST', headers, body: JSON.stringify({ name, actions, score }) });
}

/** The server-dealt daily's board (docs/PROTOCOL.md, "Server-dealt daily"): the seed only once the day is over. */
export interface DealtBoard extends Board {
  readonly map: string;
  readonly seed?: string;
}

/** A server-dealt daily game: the one-seat table the server dealt and started, this seat's token, and the name's claim when it was first used now. */
export interface DealtSeat {
  readonly table: { readonly id: string };
  readonly seat: number;
  readonly token: string;
  readonly claim?: string;
}

export function fetchDealtBoard(server: string, date: string, mode: string, name = '', top = 10): Promise<DealtBoard> {
  const q = new URLSearchParams({ top: String(top), ...(name.trim() ? { name: name.trim() } : {}) });
  return call<DealtBoard>(`${base(server, date, mode)}/dealt/leaderboard?${q}`);
}

/** Asks the server to deal today's game to `name` (one per name and day); `claim`: the name's claim token, when it has one. */
export function startDealtDaily(server: string, date: string, mode: string, name: string, claim?: string): Promise<DealtSeat> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(claim ? { authorization: `Bearer ${claim}` } : {}) };
  return call(`${base(server, date, mode)}/dealt`, { method: 'POST', headers, body: JSON.stringify({ name }) });
}
