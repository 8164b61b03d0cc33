/**
 * The hidden-information check shared by the engine's view test and the server's redaction walk:
 * given what was sent to one viewer (any JSON: a view, a response body, an event) and the whole
 * game state it was made from, lists every secret found in it. The secrets are defined here from
 * the state itself, not from viewFor, so the check does not repeat the code it tests:
 *   - the seed and the generator state (keys `seed` and `rng`, and the seed's text anywhere);
 *   - deck order: any run of two or more ids in the order they lie in a hidden deck, and any
 *     shuffle in the log that still carries its order;
 *   - other players' open choices: their log entries after the last engine entry, and their
 *     changes to a sheet in the open phase (the sheet must be shown as it was before);
 *   - any of the given strings (other seats' tokens, invite codes).
 */
import type { GameState, LogEntry } from '../../src/game/types.ts';

export interface SecretContext {
  /** the whole state the message was made from, or null before the game starts */
  readonly state: GameState | null;
  /** the seat it was sent to, -1 for a spectator */
  readonly viewer: number;
  /** strings that must never appear (other seats' tokens, the invite, ...) */
  readonly forbidden?: readonly string[];
}

function lastBarrier(log: readonly LogEntry[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.player === null) return i + 1;
  return 0;
}

/** Whether `run` (2+ ids) lies contiguously, in order, in `deck`. */
function inOrder(run: readonly string[], deck: readonly string[]): boolean {
  if (run.length < 2 || deck.length < 2) return false;
  const start = deck.indexOf(run[0]!);
  if (start < 0) return false;
  for (let i = 1; i < run.length; i++) if (deck[start + i] !== run[i]) return false;
  return true;
}

/** The log entries of other seats than `viewer` since the last engine entry: their open choices. */
function openChoices(state: GameState, viewer: number): Set<number> {
  const from = lastBarrier(state.log);
  return new Set(state.log.filter((e) => e.seq >= from && e.player !== null && e.player !== viewer).map((e) => e.seq));
}

/** Every secret found in `sent`, as sentences naming where it is (empty: clean). */
export function findSecrets(sent: unknown, ctx: SecretContext): string[] {
  const problems: string[] = [];
  const text = JSON.stringify(sent);
  for (const f of ctx.forbidden ?? []) if (f && text.includes(f)) problems.push(`a forbidden string (${f.slice(0, 6)}…) is in the message`);
  const state = ctx.state;
  const decks = state ? [state.deck, state.ambushDeck, state.heroDeck] : [];
  const seedText = state ? String(state.seed) : '';
  if (state && seedText.length >= 6 && text.includes(JSON.stringify(seedText).slice(1, -1))) problems.push(`the seed '${seedText}' is in the message`);
  // Every value of the message is looked at, parents before their children, with its path (`/a/0/b`).
  // One plain recursion for both searches (a generator's `yield*` passed each value up through every
  // level above it, which made the redaction walk's thousands of messages cost seconds); a path is
  // built only for objects and arrays, as a scalar can only be a secret by its key.
  const open = state && state.stage !== 'gameOver' ? openChoices(state, ctx.viewer) : null;
  const others: string[] = [];
  const scan = (v: object, path: string): void => {
    const key = path.slice(path.lastIndexOf('/') + 1);
    if (key === 'seed' || key === 'rng') problems.push(`${path}: a '${key}' field`);
    if (Array.isArray(v) && v.length >= 2 && v.every((x) => typeof x === 'string')) {
      for (const deck of decks) if (inOrder(v as string[], deck)) problems.push(`${path}: hidden deck order (${v.slice(0, 3).join(', ')}…)`);
    }
    if ((v as { type?: unknown }).type === 'chance.shuffle' && ((v as { order?: unknown[] }).order?.length ?? 0) > 0) {
      problems.push(`${path}: a shuffle with its order`);
    }
    if (open && /\/log\/\d+$|\/entries\/\d+$/.test(path)) {
      const e = v as LogEntry;
      if (typeof e.seq === 'number' && open.has(e.seq) && e.player !== null && e.player !== ctx.viewer) {
        others.push(`${path}: player ${e.player}'s open choice (seq ${e.seq})`);
      }
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (v[i] !== null && typeof v[i] === 'object') scan(v[i] as object, `${path}/${i}`);
    } else {
      for (const [k, c] of Object.entries(v)) {
        if (c !== null && typeof c === 'object') scan(c as object, `${path}/${k}`);
        else {
          const last = k.slice(k.lastIndexOf('/') + 1);
          if (last === 'seed' || last === 'rng') problems.push(`${path}/${k}: a '${last}' field`);
        }
      }
    }
  };
  if (sent !== null && typeof sent === 'object') scan(sent, '');
  problems.push(...others);
  if (state && state.stage !== 'gameOver') {
    state.before.forEach((b, i) => {
      if (!b || b.by === ctx.viewer) return;
      const changed = JSON.stringify(state.sheets[i]);
      if (changed !== JSON.stringify(b.sheet) && text.includes(changed)) problems.push(`sheet ${i}: player ${b.by}'s open change is shown`);
    });
  }
  return problems;
}
