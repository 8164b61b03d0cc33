/**
 * Official cards as starting points ("start from Greenbough"): a copy of the card, everything as
 * printed, under an id no pack of the game uses (the name's id with a number), so the copy can be
 * played beside the official cards. Its id still follows its name (renameCard) until edited.
 */
import { cardsIn, FILE_OF, idFromName, type Draft } from './draft.ts';
import { findCard, officialPacks } from './official.ts';
import { CONTENT_FILES } from './schema.ts';
import type { Card, CardKind } from './types.ts';

/** The official cards a designer can start from, of one kind, in pack order. */
export function officialTemplates(kind: CardKind): Card[] {
  return officialPacks.flatMap((p) => Object.values(p.byId).filter((c) => c.kind === kind));
}

/** A copy of the official card `id` for the draft, or undefined when there is no such card. */
export function templateCard(id: string, draft: Draft): Record<string, unknown> | undefined {
  const card = findCard(id);
  if (!card) return undefined;
  const used = new Set<unknown>([
    ...officialPacks.flatMap((p) => Object.keys(p.byId)),
    ...Object.values(CONTENT_FILES).flatMap((kind) => cardsIn(draft, FILE_OF[kind]).map((c) => c.id)),
  ]);
  const base = idFromName(card.name) || card.id;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return { ...(structuredClone(card) as unknown as Record<string, unknown>), id: `${base}-${n}` };
}
