import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { getLocale, msg, str } from '../../i18n/localization.ts';
import type { SharedPack } from '../../src/content/share.ts';
import { assemblePack, cardsOf, type ManifestLike } from '../../src/content/assemble.ts';
import { cardSvg, isPrintedCard, mapSideSvg } from '../../src/print/cards.ts';
import type { Card } from '../../src/content/types.ts';
import { cardText } from '../../src/scoring/card-text/index.ts';
import { soundRule } from '../../src/content/card-texts.ts';
import { stars } from '../../i18n/counts.ts';
import { tokens } from '../styles/tokens.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { scoringCardKind } from '../words/stack-names.ts';
import { textLocaleFor } from '../words/new-card-words.ts';
import { formStyles } from './form.styles.ts';
import { printLabels } from './print-labels.ts';
import { sharedPackStyles } from './carto-shared-pack.styles.ts';

/** An image of our own SVG (its text escaped when drawn): a data URL, never markup put into the page. */
const picture = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** How a shared pack is taken into the recipient's editor. */
export type SharedCopyMode = 'add' | 'replace';

/** The kind line of a card shown that is not a scoring card (seasons and edicts are not shown). */
const kindLine = (c: Card): string =>
  c.kind === 'explore' ? msg('Explore card') : c.kind === 'ambush' ? msg('Ambush card') : c.kind === 'hero' ? msg('Hero card') : msg('Map side');

/**
 * A pack opened from a shared link, for its recipient: its name, then its problems (the pack was
 * validated before anything is shown; a pack with problems shows only them), or each card as a
 * readable card: drawn as printed (with its example), its text, the rule in plain words and the
 * example's stars, and its balance by simulation, run here without copying anything. "Play it"
 * opens the pack in a game as it is. "Copy to my editor" asks first: add its cards to the
 * recipient's pack, or replace their pack with it.
 *
 * @tagname carto-shared-pack
 * @summary A shared pack, readable and playable as it is, with "copy to my editor" (add or replace).
 *
 * @fires carto-shared-copy - Take the pack into the editor: `detail.mode` is `add` or `replace`.
 * @fires carto-shared-play - Play the pack as it is.
 * @fires carto-shared-close - Leave the shared pack.
 *
 * @csspart cards - The cards.
 */
export class CartoSharedPackElement extends LocalizedElement {
  static override styles = [tokens, formStyles, sharedPackStyles];

  /** The shared pack and its problems. */
  @property({ attribute: false }) pack?: SharedPack;

  /** How many cards the recipient's own pack has (said when asking whether to replace it). */
  @property({ type: Number }) mine = 0;

  /** Asking "add or replace" before copying. */
  @state() private asking = false;

  private fire(name: 'carto-shared-play' | 'carto-shared-close'): void {
    this.dispatchEvent(new Event(name, { bubbles: true, composed: true }));
  }

  private copy(mode: SharedCopyMode): void {
    this.asking = false;
    this.dispatchEvent(new CustomEvent<{ mode: SharedCopyMode }>('carto-shared-copy', { detail: { mode }, bubbles: true, composed: true }));
  }

  override render() {
    const p = this.pack;
    if (!p) return nothing;
    const manifest = p.draft['pack.json'] as Partial<ManifestLike> | undefined;
    const name = typeof manifest?.name === 'string' ? manifest.name : msg('A pack');
    const valid = p.problems.length === 0;
    return html`<section aria-labelledby="shared-title">
      <h2 id="shared-title">${msg(str`Shared pack: ${name}`)}</h2>
      <p>${msg('This pack came with the link. Read its cards, run their balance or play it as it is; copy it into your editor to change it.')}</p>
      <div class="buttons">
        ${valid ? html`<button type="button" class="primary" @click=${() => this.fire('carto-shared-play')}>${msg('Play it')}</button>` : nothing}
        <button type="button" class="secondary" aria-expanded=${this.asking ? 'true' : 'false'} @click=${() => (this.asking = !this.asking)}>${msg('Copy to my editor')}</button>
        <button type="button" class="secondary" @click=${() => this.fire('carto-shared-close')}>${msg('Close')}</button>
      </div>
      ${this.asking ? this.ask() : nothing}
      ${valid ? this.cards(manifest as ManifestLike) : html`<carto-problem-list heading=${msg('Problems of the shared pack')} .problems=${p.problems}></carto-problem-list>`}
    </section>`;
  }

  /** Add or replace: the recipient's own pack is never replaced without their say. */
  private ask(): TemplateResult {
    return html`<div class="ask" role="group" aria-label=${msg('Copy to my editor')}>
      <p>
        ${
          this.mine === 0
            ? msg('Your editor’s pack has no cards yet. Add the shared cards to it, or replace it with the shared pack (its name and settings too)?')
            : this.mine === 1
              ? msg('Your editor’s pack has 1 card. Add the shared cards to it, or replace your pack with the shared one?')
              : msg(str`Your editor’s pack has ${this.mine} cards. Add the shared cards to it, or replace your pack with the shared one?`)
        }
      </p>
      <button type="button" class="primary" @click=${() => this.copy('add')}>${msg('Add to my pack')}</button>
      <button type="button" class="secondary" @click=${() => this.copy('replace')}>${msg('Replace my pack')}</button>
      <button type="button" class="secondary" @click=${() => (this.asking = false)}>${msg('Cancel')}</button>
    </div>`;
  }

  private cards(manifest: ManifestLike): TemplateResult {
    // Valid (checked before this renders), so the pack assembles.
    const pack = assemblePack(manifest, cardsOf(manifest, this.pack!.draft));
    const labels = printLabels();
    const all: Card[] = Object.values(pack.byId).filter((c) => c.kind !== 'season' && c.kind !== 'edict');
    return html`<ul class="cards" part="cards" aria-label=${msg('Cards of the shared pack')}>
      ${all.map((c) => html`<li class="card" aria-labelledby=${`card-${c.id}`}>${this.card(c, labels)}</li>`)}
    </ul>`;
  }

  private card(c: Card, labels: ReturnType<typeof printLabels>): TemplateResult {
    const image = isPrintedCard(c) ? cardSvg(c, labels) : c.kind === 'map' ? mapSideSvg(c) : '';
    const locale = textLocaleFor(getLocale());
    const rule = c.kind === 'scoring' ? soundRule(c.rule) : undefined;
    const plain = rule ? cardText(rule, locale) : '';
    const text = c.kind === 'scoring' ? c.text : '';
    return html`${image ? html`<img src=${picture(image)} alt=${c.name} />` : html`<span></span>`}
      <div>
        <h3 id=${`card-${c.id}`}>${c.name}</h3>
        <p class="kind">${c.kind === 'scoring' ? html`${scoringCardKind(c.stack)} · ${msg(str`solo value ${c.solo}`)}` : kindLine(c)}</p>
        ${text ? html`<p class="text">${text}</p>` : nothing}
        ${plain && plain !== text ? html`<p>${msg('The rule in plain words:')} <q lang=${locale}>${plain}</q></p>` : nothing}
        ${c.kind === 'scoring' && c.example ? html`<p>${msg(str`Its example (drawn on the card) scores ${stars(c.example.stars)}.`)}</p>` : nothing}
        ${
          c.kind === 'scoring' || c.kind === 'explore' || c.kind === 'ambush' || c.kind === 'hero'
            ? html`<details>
              <summary>${msg('Balance by simulation')}</summary>
              <carto-balance-report .draft=${this.pack!.draft} card=${c.id}></carto-balance-report>
            </details>`
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-shared-pack': CartoSharedPackElement;
  }
  interface HTMLElementEventMap {
    'carto-shared-copy': CustomEvent<{ mode: SharedCopyMode }>;
    'carto-shared-play': Event;
    'carto-shared-close': Event;
  }
}
