/**
 * Every code of a refused action, in one closed list (the pattern of boardgame.io's errors.ts): a
 * violation's `code` is a ViolationCode, so a new refusal fails to compile until it is listed here,
 * and a program (the server's HTTP status, a test) can rely on the list being complete. Each code
 * comes with what it means; the sentence shown to a player travels with the violation itself.
 */
import { CartoError } from './errors.ts';
import { keysOf } from './keys.ts';

const VIOLATIONS = {
  // The action itself is malformed (it may come over the network): src/game/apply.ts.
  'action.unknown': 'the action type is not draw, monster, destroy or hero',
  'action.player': 'no such player at this table',
  'action.cells': 'spaces are not [row, column] pairs of whole numbers',
  'action.draw': 'a draw without a whole-number option or a terrain',
  // The action comes at the wrong time.
  'game.over': 'the game is over',
  'turn.nothing-to-do': 'the player has no task now (waiting for the others)',
  'turn.wrong-action': 'the action is not the one the player’s first task asks for',
  // A shape or monster drawing the placement rules refuse (src/rules/placements.ts, apply, previews).
  'placement.no-such-option': 'the card has no such shape option',
  'placement.outside': 'the shape leaves the map',
  'placement.not-the-shape': 'the spaces are not the chosen shape, turned or mirrored',
  'placement.overlap': 'the shape covers a filled space',
  'placement.ruins': 'after a ruins card the shape must cover an empty ruins space',
  'placement.fallback-required': 'no shape can cover a ruins space: the 1x1 square is drawn instead',
  'placement.shape-fits': 'a shape fits, so the 1x1 square is not allowed',
  'placement.fallback-size': 'the fallback is a single space',
  'placement.fallback-terrain': 'the 1x1 square may not be that terrain',
  'placement.terrain': 'the card does not offer that terrain',
  'placement.not-an-option': 'the space is not one of those that may be destroyed',
  // A hero drawing (src/rules/heroes.ts).
  'hero.outside': 'the hero space is outside the map',
  'hero.overlap': 'the hero space is filled',
  'hero.orientation': 'the attack pattern has no such orientation, or may not be turned',
  // Refusals the drawing rules throw (a CartoError with one of these codes, returned by apply as a violation).
  'rules.overlap': 'a space of the drawing is already filled',
  'rules.repeated-space': 'a space is listed twice',
  'rules.mountain': 'mountains are printed, never drawn',
  'rules.no-spaces': 'a drawing needs at least one space',
  'rules.fallback-terrain': 'the 1x1 square may not be that terrain',
  'rules.no-shapes': 'the card offers no shape',
  'rules.map-too-large': 'the map is larger than the placement rules handle',
  'rules.bad-placement-code': 'a placement code names no orientation of the card',
  'rules.no-such-monster': 'the sheet has no such monster',
  'rules.no-destroy-effect': 'the monster has no effect that destroys spaces',
  'rules.destroy-count': 'not the number of spaces the effect destroys',
  'rules.destroy-not-allowed': 'a space the effect may not destroy',
  'rules.outside': 'a space is outside the map',
  'rules.hero.outside': 'the hero space is outside the map',
  'rules.hero.overlap': 'the hero space is filled',
  'rules.hero.orientation': 'the attack pattern has no such orientation, or may not be turned',
} as const satisfies Record<string, string>;

export type ViolationCode = keyof typeof VIOLATIONS;
export const VIOLATION_CODES = keysOf(VIOLATIONS);

const known: ReadonlySet<string> = new Set(VIOLATION_CODES);
export function isViolationCode(code: string): code is ViolationCode {
  return known.has(code);
}

/** What a code means (for documentation and tools). */
export function describeViolationCode(code: ViolationCode): string {
  return VIOLATIONS[code];
}

/**
 * The values a refusal's sentence names (a space's row and column counted from 1, a terrain, a card
 * id, a count): an interface words the code and these in the reader's language.
 */
export type ViolationParams = Readonly<Record<string, string | number>>;

/** A refused action: a code of the closed list, its values, and an English sentence for logs and tools. */
export interface Violation<C extends ViolationCode = ViolationCode> {
  readonly code: C;
  readonly message: string;
  readonly params?: ViolationParams;
}

/** The error a drawing rule throws when it refuses (apply turns it back into a violation). */
export function refusal(code: ViolationCode, message: string, params?: ViolationParams): CartoError {
  return new CartoError(code, message, {}, params);
}

/** Codes of the invariants a simulated game must never break (src/game/invariants.ts, simulate.ts). */
const INVARIANTS = {
  'invariant.overlap': 'a drawing went over a filled space, or a printed space changed',
  'invariant.coins-fell': 'a sheet lost coins',
  'invariant.coins': 'more coins than the track holds',
  'invariant.log': 'the log got shorter',
  'invariant.season-overrun': 'a season went past its time threshold without ending',
  'invariant.scores': 'seasons were not scored in order',
  'invariant.result': 'the game ended without a result',
  'invariant.stuck': 'the game did not end, or nobody could act',
  'invariant.refused-legal': 'the engine refused its own legal action',
  'invariant.json': 'the state does not survive a JSON round trip',
  'invariant.replay': 'replaying the saved game gives a different state',
} as const satisfies Record<string, string>;

export type InvariantCode = keyof typeof INVARIANTS;
export const INVARIANT_CODES = keysOf(INVARIANTS);
