/**
 * The editor's card list: the pack settings, then each kind of card with its cards (the chosen one
 * marked), a button to add a new one and a choice of official cards to start from.
 */
import { html, type TemplateResult } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { cardsIn, FILE_OF, type Draft } from '../../src/content/draft.ts';
import type { CardKind } from '../../src/content/types.ts';
import { templatePicker } from './template-picker.ts';

export interface ListSelection {
  readonly file: string;
  readonly index: number;
}

/** The kinds listed in the card list, with their headings (seasons and edicts live in the pack settings). */
const LISTED: ReadonlyArray<readonly [CardKind, () => string, () => string]> = [
  ['scoring', () => msg('Scoring cards'), () => msg('Add a scoring card')],
  ['explore', () => msg('Explore cards'), () => msg('Add an explore card')],
  ['ambush', () => msg('Ambush cards'), () => msg('Add an ambush card')],
  ['hero', () => msg('Hero cards'), () => msg('Add a hero card')],
  ['map', () => msg('Map sides'), () => msg('Add a map side')],
];

/** The label of each kind's "start from an official card" choice. */
const startFrom = (kind: CardKind): string =>
  kind === 'scoring'
    ? msg('Or start from an official scoring card')
    : kind === 'explore'
      ? msg('Or start from an official explore card')
      : kind === 'ambush'
        ? msg('Or start from an official ambush card')
        : kind === 'hero'
          ? msg('Or start from an official hero card')
          : msg('Or start from an official map side');

export function cardList(draft: Draft, sel: ListSelection | null, select: (sel: ListSelection | null) => void, add: (kind: CardKind) => void): TemplateResult {
  return html`<nav class="cards" part="cards" aria-label=${msg('Cards of the pack')}>
    <button type="button" class="settings" aria-current=${sel === null ? 'true' : 'false'} @click=${() => select(null)}>${msg('Pack settings, seasons and edicts')}</button>
    ${LISTED.map(([kind, heading, addLabel]) => {
      const file = FILE_OF[kind];
      const cards = cardsIn(draft, file);
      return html`<h2>${heading()}</h2>
        <ul>
          ${cards.map(
            (card, i) => html`<li>
              <button type="button" aria-current=${sel?.file === file && sel.index === i ? 'true' : 'false'} @click=${() => select({ file, index: i })}>
                ${String(card.name ?? card.id ?? msg(str`card ${i + 1}`))}
              </button>
            </li>`,
          )}
        </ul>
        <button type="button" class="add" @click=${() => add(kind)}>${addLabel()}</button>
        ${templatePicker(kind, startFrom(kind))}`;
    })}
  </nav>`;
}
