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

function* walk(value: unknown, path: string): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* walk(value[i], `${path}/${i}`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* walk(v, `${path}/${k}`);
}

/** Whether `run` (2+ ids) lies contiguously, in order, in `deck`. */
function inOrder(run: readonly string[], deck: readonly string[]): boolean {
  if (run.length < 2 || deck.length < 2) return false;
  const start = deck.indexOf(run[0]!);
  if (start < 0) return false;
  for (let i = 1; i < run.length; i++) if (deck[start + i] !== run[i]) return false;
  return true;
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
  for (const [path, v] of walk(sent, '')) {
    const key = path.slice(path.lastIndexOf('/') + 1);
    if (key === 'seed' || key === 'rng') problems.push(`${path}: a '${key}' field`);
    if (Array.isArray(v) && v.length >= 2 && v.every((x) => typeof x === 'string')) {
      for (const deck of decks) if (inOrder(v as string[], deck)) problems.push(`${path}: hidden deck order (${v.slice(0, 3).join(', ')}…)`);
    }
    if (v && typeof v === 'object' && (v as { type?: unknown }).type === 'chance.shuffle' && ((v as { order?: unknown[] }).order?.length ?? 0) > 0) {
      problems.push(`${path}: a shuffle with its order`);
    }
  }
  if (state && state.stage !== 'gameOver') {
    const from = lastBarrier(state.log);
    const pending = new Set(state.log.filter((e) => e.seq >= from && e.player !== null && e.player !== ctx.viewer).map((e) => e.seq));
    for (const [path, v] of walk(sent, '')) {
      if (!/\/log\/\d+$|\/entries\/\d+$/.test(path) || !v || typeof v !== 'object') continue;
      const e = v as LogEntry;
      if (typeof e.seq === 'number' && pending.has(e.seq) && e.player !== null && e.player !== ctx.viewer) {
        problems.push(`${path}: player ${e.player}'s open choice (seq ${e.seq})`);
      }
    }
    state.before.forEach((b, i) => {
      if (!b || b.by === ctx.viewer) return;
      const changed = JSON.stringify(state.sheets[i]);
      if (changed !== JSON.stringify(b.sheet) && text.includes(changed)) problems.push(`sheet ${i}: player ${b.by}'s open change is shown`);
    });
  }
  return problems;
}
