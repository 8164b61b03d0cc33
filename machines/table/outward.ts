/**
 * What a page around `<carto-game>` is told (its DOM events, components/events/game-events.ts), as a
 * pure diff of two table snapshots' milestones: the game started, it became this device's turn, a
 * season was scored, the game ended, or the player was shown an error. The element keeps the last
 * milestones and dispatches what `outwardSince` returns; nothing here touches the DOM.
 */
import type { TableSnapshot } from '../table.connect.ts';
import { deviceActor, localOf, playerName } from './context.ts';
import { shownGame } from './sources.ts';

export interface Milestones {
  readonly started: boolean;
  /** the player acting at this device now, or -1 */
  readonly turn: number;
  /** seasons scored so far */
  readonly seasons: number;
  readonly over: boolean;
  /** the error on show ('' when none): a refused move, a lost connection, an unreachable server */
  readonly error: string;
}

export interface Standing {
  readonly player: number;
  readonly name: string;
  readonly total: number;
  /** 1 = winner (game over only) */
  readonly rank?: number;
}

export type Outward =
  | { readonly type: 'started'; readonly players: number; readonly online: boolean; readonly table: string | null }
  | { readonly type: 'turn'; readonly player: number; readonly name: string }
  | { readonly type: 'season-end'; readonly season: number; readonly scores: readonly Standing[] }
  | {
      readonly type: 'game-over';
      readonly standings: readonly Standing[];
      readonly winners: readonly number[];
      readonly code: string | null;
      readonly table: string | null;
    }
  | { readonly type: 'error'; readonly code: string; readonly message: string };

export const NO_MILESTONES: Milestones = { started: false, turn: -1, seasons: 0, over: false, error: '' };

function errorOf(c: TableSnapshot['context']): { code: string; message: string } | null {
  if (c.refusal) return { code: c.refusal.code, message: c.refusal.message };
  if (c.problem) return { code: 'connection.closed', message: c.problem };
  if (c.unreachable) return { code: 'server.unreachable', message: c.unreachable };
  return null;
}

export function milestonesOf(snap: TableSnapshot): Milestones {
  const c = snap.context;
  const shown = shownGame(c);
  // 'acting' is after a hand-over screen, when the player has the device.
  const acting = snap.matches({ running: { playing: { device: 'acting' } } });
  const e = errorOf(c);
  return {
    started: shown !== null && snap.matches('running'),
    turn: acting ? deviceActor(c) : -1,
    seasons: shown?.scores[0]?.length ?? 0,
    over: shown?.result != null,
    error: e ? `${e.code}\n${e.message}` : '',
  };
}

/** The events between two snapshots' milestones, in the order they happened. */
export function outwardSince(before: Milestones, snap: TableSnapshot): { readonly now: Milestones; readonly events: readonly Outward[] } {
  const now = milestonesOf(snap);
  const c = snap.context;
  const shown = shownGame(c);
  const online = c.mode.kind === 'online';
  const events: Outward[] = [];
  const table = online ? (c.info?.id ?? null) : null;
  if (now.started && !before.started && shown) events.push({ type: 'started', players: shown.sheets.length, online, table });
  if (shown && now.seasons > before.seasons) {
    for (let season = before.seasons; season < now.seasons; season++) {
      events.push({
        type: 'season-end',
        season,
        scores: shown.scores.map((s, player) => ({ player, name: playerName(c, player), total: s[season]?.total ?? 0 })),
      });
    }
  }
  if (now.over && !before.over && shown?.result) {
    const r = shown.result;
    events.push({
      type: 'game-over',
      standings: r.players.map((p) => ({ player: p.player, name: playerName(c, p.player), total: p.total, rank: p.rank })),
      winners: r.winners,
      code: localOf(c)?.setup?.code ?? null,
      table,
    });
  }
  if (now.turn >= 0 && now.turn !== before.turn && !now.over) events.push({ type: 'turn', player: now.turn, name: playerName(c, now.turn) });
  if (now.error && now.error !== before.error) {
    const [code = '', message = ''] = now.error.split('\n');
    events.push({ type: 'error', code, message });
  }
  return { now, events };
}
