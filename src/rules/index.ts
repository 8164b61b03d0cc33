/**
 * Drawing rules on one map sheet (docs/RULES.md §3, §5, §7), as pure functions over a plain-JSON Sheet.
 * Every operation returns a new Sheet plus the DrawEvents it caused, in order.
 *
 * - `newSheet(grid)`                                   a fresh sheet (coins 0, track 14)
 * - `legalPlacements(sheet, card, { ruins })`          every option x orientation x position, and `fallback`
 * - `placementCodes` / `countPlacements` / `decodePlacement`   the same, compact (for simulations)
 * - `checkPlacement(sheet, card, { option, cells }, { ruins })` a Violation (code + sentence) or null
 * - `drawShape(sheet, cells, terrain, { coin })`, `drawFallback(sheet, cell, terrain, { heroes })`
 * - `ambushPlacements(sheet, ambushCard)`              multiplayer monster positions (any orientation)
 * - `soloAmbushWalk(sheet, ambushCard)`                the solo walk's position, or null (ignored)
 * - `soloWalkOrder(...)`                               the positions the walk tries, in order
 * - `drawMonster(sheet, cells, ambushCard)`            records the monster; `pending` for Gorgon-like effects
 * - `checkHero` / `placeHero(sheet, cell, heroCard, { orientation })`
 * - `destructionOptions` / `resolveDestruction(sheet, monster, cells)`   Troll and Gorgon choices
 * - `applyAfterScoring(sheet, { from, choice })`      Zombie spread, Troll destruction (pending choice)
 */
export * from './sheet.ts';
export * from './events.ts';
export * from './masks.ts';
export * from './placements.ts';
export * from './draw.ts';
export * from './ambush.ts';
export * from './destroy.ts';
export * from './heroes.ts';
export type { DrawResult } from './draft.ts';
