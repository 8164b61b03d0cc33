import { refusal } from '../codes.ts';
import type { Cell } from '../grid/grid.ts';
import { Draft, type DrawResult } from './draft.ts';
import type { Sheet } from './sheet.ts';

/** A choice a player must make before play goes on: which spaces a monster's effect destroys. */
export interface PendingDestruction {
  /** index in `sheet.monsters` */
  readonly monster: number;
  /** how many spaces to choose (fewer when fewer are possible) */
  readonly count: number;
  /** the spaces that may be chosen */
  readonly options: readonly Cell[];
  /** who chooses: the drawer right after drawing (Gorgon Gaze), the sheet's owner after scoring (Giant Troll Ravage) */
  readonly chooser: 'drawer' | 'owner';
}

/**
 * Spaces a monster's destroy effect may hit, sorted: next to one of its living spaces and not its own.
 * After drawing: any space but a mountain (and not one already destroyed or wasteland, which would
 * not change). After scoring: empty spaces only.
 */
export function destructionOptionsIn(d: Draft, monster: number): Cell[] {
  const m = d.monsters[monster];
  if (!m) throw refusal('rules.no-such-monster', `the sheet has no monster ${monster}`);
  const type = m.effect?.type;
  if (type !== 'destroy-adjacent-after-drawing' && type !== 'destroy-adjacent-after-scoring') return [];
  const own = new Set(m.cells);
  const out = new Set<number>();
  for (const i of d.live(m)) {
    for (const n of d.neighbours(i)) {
      if (own.has(n)) continue;
      const f = d.fills[n];
      const ok = type === 'destroy-adjacent-after-scoring' ? f === 'empty' : f !== 'mountain' && f !== 'destroyed' && f !== 'wasteland';
      if (ok) out.add(n);
    }
  }
  return [...out].sort((a, b) => a - b).map((i) => d.cell(i));
}

export function destructionOptions(sheet: Sheet, monster: number): Cell[] {
  return destructionOptionsIn(new Draft(sheet), monster);
}

function destroyChosen(d: Draft, monster: number, cells: readonly Cell[]): void {
  const m = d.monsters[monster];
  const effect = m?.effect;
  if (!m || (effect?.type !== 'destroy-adjacent-after-drawing' && effect?.type !== 'destroy-adjacent-after-scoring')) {
    throw refusal('rules.no-destroy-effect', `monster ${monster} has no effect that destroys spaces`);
  }
  const options = destructionOptionsIn(d, monster);
  const need = Math.min(effect.count, options.length);
  if (cells.length !== need) {
    throw refusal('rules.destroy-count', `choose exactly ${need} space${need === 1 ? '' : 's'} to destroy (got ${cells.length})`, { count: need });
  }
  const allowed = new Set(options.map((c) => d.index(c)));
  const idx: number[] = [];
  for (const cell of cells) {
    const i = d.index(cell);
    if (!allowed.has(i) || idx.includes(i)) {
      throw refusal('rules.destroy-not-allowed', `space (${cell[0]}, ${cell[1]}) may not be destroyed by this monster`, {
        row: cell[0] + 1,
        column: cell[1] + 1,
      });
    }
    idx.push(i);
  }
  if (idx.length === 0) return;
  d.fill(idx, 'destroyed');
  d.events.push({ type: 'destroyed', cells: idx.map((i) => d.cell(i)), monster });
}

/** Applies a pending destruction chosen by a player (checked against `destructionOptions`). */
export function resolveDestruction(sheet: Sheet, monster: number, cells: readonly Cell[]): DrawResult {
  const d = new Draft(sheet);
  destroyChosen(d, monster, cells);
  return { sheet: d.finish(), events: d.events };
}

export interface AfterScoringResult extends DrawResult {
  /** Stopped at a monster whose owner must choose (call again with `from` = pending.monster and `choice`). */
  readonly pending: PendingDestruction | null;
}

/**
 * The ongoing ambush effects after a season's scoring (docs/RULES.md §4.2), in the order the monsters
 * were drawn: spreading monsters fill every empty space next to one of their living spaces (one
 * ring per season; the new spaces spread next time), destroying monsters ask the owner to choose.
 * Resume after a choice with `{ from: pending.monster, choice }`.
 */
export function applyAfterScoring(sheet: Sheet, resume: { readonly from?: number; readonly choice?: readonly Cell[] } = {}): AfterScoringResult {
  const d = new Draft(sheet);
  const from = resume.from ?? 0;
  for (let k = from; k < d.monsters.length; k++) {
    const m = d.monsters[k]!;
    const effect = m.effect;
    if (effect?.type === 'spread-after-scoring') {
      const grow = new Set<number>();
      for (const i of d.live(m)) for (const n of d.neighbours(i)) if (d.fills[n] === 'empty') grow.add(n);
      if (grow.size === 0) continue;
      const idx = [...grow].sort((a, b) => a - b);
      d.monsters[k] = { ...m, cells: [...m.cells, ...idx] };
      d.events.push({ type: 'spread', cells: idx.map((i) => d.cell(i)), monster: k });
      d.fill(idx, 'monster');
    } else if (effect?.type === 'destroy-adjacent-after-scoring') {
      const options = destructionOptionsIn(d, k);
      if (options.length === 0) continue;
      if (k === from && resume.choice !== undefined) {
        destroyChosen(d, k, resume.choice);
        continue;
      }
      const count = Math.min(effect.count, options.length);
      return { sheet: d.finish(), events: d.events, pending: { monster: k, count, options, chooser: 'owner' } };
    }
  }
  return { sheet: d.finish(), events: d.events, pending: null };
}
