/**
 * Dealing the scoring cards (docs/RULES.md §2): one card from each of the four stacks, laid under edicts
 * A-D in random order. A table may choose cards for some letters: a chosen card takes its stack
 * out of the random draw, so the deal is still one card per stack. Choosing one card for two
 * letters, or two cards of one stack, is refused with a sentence (`edictChoiceProblem`, which a
 * setup screen calls before starting).
 */
import type { EdictLetter, ScoringCard, ScoringStack } from '../content/types.ts';
import { EDICT_LETTERS, SCORING_STACKS, SCORING_STACK_NAMES } from '../content/stacks.ts';
import { CartoError } from '../errors.ts';
import type { Rng } from '../random/prng.ts';

export { EDICT_LETTERS };

export type ScoringPools = Readonly<Record<ScoringStack, readonly ScoringCard[]>>;
export type EdictChoice = Readonly<Partial<Record<EdictLetter, string>>>;

/** Why a choice of scoring cards cannot be dealt: a stable code, a sentence, and the letters at fault. */
export interface EdictChoiceProblem {
  readonly code: 'game.edict-card' | 'game.edict-repeated' | 'game.edict-stack';
  readonly message: string;
  readonly letters: readonly EdictLetter[];
}

const and = (letters: readonly string[]) => (letters.length === 1 ? letters[0]! : `${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]!}`);

/**
 * The first problem with a choice of scoring cards per edict, or null when it can be dealt.
 * Empty strings count as "drawn at random" (a form's blank option).
 */
export function edictChoiceProblem(pools: ScoringPools, chosen: EdictChoice): EdictChoiceProblem | null {
  const byStack = new Map<ScoringStack, EdictLetter[]>();
  const byCard = new Map<string, EdictLetter[]>();
  const cards = new Map<EdictLetter, ScoringCard>();
  for (const letter of EDICT_LETTERS) {
    const id = chosen[letter];
    if (id === undefined || id === '') continue;
    const card = findScoringCard(pools, id);
    if (!card) return { code: 'game.edict-card', message: `Edict ${letter}: there is no scoring card '${id}' at this table.`, letters: [letter] };
    cards.set(letter, card);
    byCard.set(id, [...(byCard.get(id) ?? []), letter]);
    byStack.set(card.stack, [...(byStack.get(card.stack) ?? []), letter]);
  }
  for (const letters of byCard.values()) {
    if (letters.length > 1) {
      const name = cards.get(letters[0]!)!.name;
      return { code: 'game.edict-repeated', message: `${name} is chosen for edicts ${and(letters)}: each edict needs a card of its own.`, letters };
    }
  }
  for (const [stack, letters] of byStack) {
    if (letters.length > 1) {
      const names = letters.map((l) => `${cards.get(l)!.name} (${l})`);
      return {
        code: 'game.edict-stack',
        message: `${and(names)} are ${letters.length === 2 ? 'both' : 'all'} ${SCORING_STACK_NAMES[stack]} cards: the four edicts take one card from each stack.`,
        letters,
      };
    }
  }
  return null;
}

function findScoringCard(pools: ScoringPools, id: string): ScoringCard | undefined {
  for (const stack of SCORING_STACKS) {
    const card = pools[stack]?.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

/**
 * The scoring card under each edict. The generator is always asked the same questions (one card of
 * each stack, then their order), whatever was chosen, so a game's later shuffles do not depend on
 * the choice, and an all-random deal is the one this project has always dealt. The letters not
 * chosen get the drawn cards of the stacks no chosen card took, in drawn order: a uniformly random
 * deal of the remaining stacks, and the very deal of earlier versions whenever that was one per stack.
 */
export function dealEdicts(pools: ScoringPools, chosen: EdictChoice, rng: Rng): Record<EdictLetter, ScoringCard> {
  const problem = edictChoiceProblem(pools, chosen);
  if (problem) throw new CartoError(problem.code, problem.message);
  const drawn = rng.shuffle(SCORING_STACKS.map((stack) => rng.pick(pools[stack])));
  const fixed = new Map<EdictLetter, ScoringCard>();
  for (const letter of EDICT_LETTERS) {
    const id = chosen[letter];
    if (id !== undefined && id !== '') fixed.set(letter, findScoringCard(pools, id)!);
  }
  const taken = new Set([...fixed.values()].map((c) => c.stack));
  const free = drawn.filter((c) => !taken.has(c.stack));
  const out = {} as Record<EdictLetter, ScoringCard>;
  for (const letter of EDICT_LETTERS) out[letter] = fixed.get(letter) ?? free.shift()!;
  return out;
}
