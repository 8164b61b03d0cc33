/**
 * The card a task resolves, of the kind the task needs: an explore card for a draw, an ambush card
 * for a monster, a hero card for a hero. Checked rather than cast: a task naming another kind of
 * card means a corrupt state, and says so.
 */
import type { AmbushCard, ExploreCard, HeroCard } from '../content/types.ts';
import type { DrawTask, HeroTask, MonsterTask } from './types.ts';

type PlayCard = ExploreCard | AmbushCard | HeroCard;
type CardTask = DrawTask | MonsterTask | HeroTask;

const CARD_KIND = { draw: 'explore', monster: 'ambush', hero: 'hero' } as const satisfies Record<CardTask['kind'], PlayCard['kind']>;

/** The card kind a task of kind T resolves. */
export type CardOf<T extends CardTask> = Extract<PlayCard, { kind: (typeof CARD_KIND)[T['kind']] }>;

function isCardOf<T extends CardTask>(card: PlayCard | undefined, task: T): card is CardOf<T> {
  return card !== undefined && card.kind === CARD_KIND[task.kind];
}

export function taskCard<T extends CardTask>(cards: Readonly<Record<string, PlayCard>>, task: T): CardOf<T> {
  const card = cards[task.card];
  if (!isCardOf(card, task)) throw new Error(`the ${task.kind} task names '${task.card}', which is not an ${CARD_KIND[task.kind]} card of this game`);
  return card;
}
