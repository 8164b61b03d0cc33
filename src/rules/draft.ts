import { refusal } from '../codes.ts';
import type { Fill } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import type { CoinReason, DrawEvent } from './events.ts';
import { carryMasks } from './masks.ts';
import type { HeroRecord, MonsterRecord, Sheet } from './sheet.ts';

/**
 * A working copy of a sheet for one rules operation: arrays are copied once, changed in place,
 * then frozen back into a new plain-JSON Sheet by `finish()`. Every filling goes through `fill()`,
 * so the consequences (hero patterns destroying monsters, mountains surrounded, enclosed monsters
 * paying coins) apply the same way whoever draws: a player, a neighbour, the solo walk, a zombie.
 */
/** True for a space in the outer row or column of the map. */
export function onEdge(i: number, rows: number, cols: number): boolean {
  const c = i % cols;
  return i < cols || i >= (rows - 1) * cols || c === 0 || c === cols - 1;
}

export class Draft {
  readonly rows: number;
  readonly cols: number;
  readonly fills: Fill[];
  readonly events: DrawEvent[] = [];
  coins: number;
  readonly monsters: MonsterRecord[];
  readonly heroes: HeroRecord[];
  // Built on first use: most drawings never look at them (a hot spot of simulations).
  private creditedSet: Set<number> | undefined;
  private marksSet: Set<number> | undefined;
  /** cell indices filled by this operation (so the placement masks are carried over, not rebuilt) */
  private readonly changed: number[] = [];

  constructor(private readonly sheet: Sheet) {
    this.rows = sheet.grid.rows;
    this.cols = sheet.grid.cols;
    this.fills = sheet.grid.fills.slice();
    this.coins = sheet.coins;
    this.monsters = sheet.monsters.slice();
    this.heroes = sheet.heroes.slice();
  }

  /** Mountains whose coin was already filled. */
  get credited(): Set<number> {
    return (this.creditedSet ??= new Set(this.sheet.creditedMountains));
  }

  /** Cells inside some hero's attack pattern. */
  get marks(): Set<number> {
    return (this.marksSet ??= new Set(this.sheet.heroMarks));
  }

  cell(i: number): Cell {
    return [Math.floor(i / this.cols), i % this.cols];
  }

  index([r, c]: Cell): number {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < this.rows && c < this.cols)) {
      throw refusal('rules.outside', `space (${r}, ${c}) is outside the ${this.rows}x${this.cols} map`, { row: r + 1, column: c + 1 });
    }
    return r * this.cols + c;
  }

  /** Orthogonal neighbours inside the map. */
  neighbours(i: number): number[] {
    const r = Math.floor(i / this.cols);
    const c = i % this.cols;
    const out: number[] = [];
    if (r > 0) out.push(i - this.cols);
    if (c < this.cols - 1) out.push(i + 1);
    if (r < this.rows - 1) out.push(i + this.cols);
    if (c > 0) out.push(i - 1);
    return out;
  }

  /** Every in-map neighbour is filled (the map edge needs no filling; see docs/RULINGS.md). */
  surrounded(i: number): boolean {
    // Inline, without the neighbour list: this runs for every space next to every drawing.
    const cols = this.cols;
    const c = i % cols;
    const f = this.fills;
    return !(
      (i >= cols && f[i - cols] === 'empty') ||
      (i + cols < f.length && f[i + cols] === 'empty') ||
      (c > 0 && f[i - 1] === 'empty') ||
      (c < cols - 1 && f[i + 1] === 'empty')
    );
  }

  addCoins(earned: number, reason: CoinReason, extra: { cell?: Cell; monster?: number } = {}): void {
    const credited = Math.max(0, Math.min(earned, this.sheetTrack - this.coins));
    this.coins += credited;
    this.events.push({ type: 'coin', reason, earned, credited, ...extra });
  }

  get sheetTrack(): number {
    return this.sheet.coinTrack;
  }

  /** Draws `terrain` (or 'destroyed') into empty or destroyable spaces, then applies what it causes. */
  fill(cells: readonly number[], fill: Fill): void {
    for (const i of cells) {
      this.fills[i] = fill;
      this.changed.push(i);
    }
    if (fill !== 'destroyed') this.events.push({ type: 'drawn', cells: cells.map((i) => this.cell(i)), terrain: fill });
    if (fill === 'monster') this.destroyMarkedMonsters(cells);
    this.consequences(cells);
  }

  /** Monster spaces among `cells` that lie in a hero's attack pattern are destroyed (docs/RULES.md §7). */
  destroyMarkedMonsters(cells: readonly number[]): void {
    const hit = cells.filter((i) => this.fills[i] === 'monster' && this.marks.has(i));
    if (hit.length === 0) return;
    for (const i of hit) this.fills[i] = 'destroyed';
    this.events.push({ type: 'destroyed-by-hero', cells: hit.map((i) => this.cell(i)) });
  }

  /** Mountains next to newly filled spaces, then enclosed monsters. */
  consequences(cells: readonly number[]): void {
    const cols = this.cols;
    const size = this.fills.length;
    for (const i of cells) {
      const c = i % cols;
      // up, right, down, left: the order `neighbours` gives (it decides the order of the coin events)
      if (i >= cols) this.creditMountain(i - cols);
      if (c < cols - 1) this.creditMountain(i + 1);
      if (i + cols < size) this.creditMountain(i + cols);
      if (c > 0) this.creditMountain(i - 1);
    }
    this.monsters.forEach((m, k) => {
      if (m.effect?.type !== 'coins-when-enclosed' || m.paid === true) return;
      const done = m.cells.every((i) => this.fills[i] === 'destroyed' || this.surrounded(i));
      if (!done) return;
      this.monsters[k] = { ...m, paid: true };
      this.addCoins(m.effect.coins, 'monster-enclosed', { monster: k });
    });
  }

  /**
   * A mountain space now surrounded on all four sides earns its coin, once per mountain. A mountain
   * on the map edge has no fourth side, so it never earns one (docs/RULINGS.md).
   */
  private creditMountain(n: number): void {
    if (this.fills[n] !== 'mountain' || this.credited.has(n) || onEdge(n, this.rows, this.cols) || !this.surrounded(n)) return;
    this.credited.add(n);
    this.events.push({ type: 'mountain-surrounded', cell: this.cell(n) });
    this.addCoins(1, 'mountain', { cell: this.cell(n) });
  }

  /** Spaces of a monster that still hold monster terrain (destroyed ones no longer act). */
  live(m: MonsterRecord): number[] {
    return m.cells.filter((i) => this.fills[i] === 'monster');
  }

  finish(): Sheet {
    const s = this.sheet;
    const grid = { rows: s.grid.rows, cols: s.grid.cols, fills: this.fills as readonly Fill[], ruins: s.grid.ruins };
    carryMasks(s.grid, grid, this.changed);
    return {
      grid,
      coins: this.coins,
      coinTrack: s.coinTrack,
      creditedMountains: sortedIfGrown(this.creditedSet, s.creditedMountains),
      heroMarks: sortedIfGrown(this.marksSet, s.heroMarks),
      heroes: this.heroes,
      monsters: this.monsters,
    };
  }
}

/** A set that only ever grows: unchanged size (or never built) means unchanged contents, so the sorted array is reused. */
function sortedIfGrown(set: Set<number> | undefined, before: readonly number[]): readonly number[] {
  return set === undefined || set.size === before.length ? before : [...set].sort((a, b) => a - b);
}

/** The result of every drawing operation: the new sheet and what happened, in order. */
export interface DrawResult {
  readonly sheet: Sheet;
  readonly events: readonly DrawEvent[];
}
