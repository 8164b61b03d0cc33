import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { msg, str } from '../../i18n/localization.ts';
import type { SharedPack } from '../../src/content/share.ts';
import { assemblePack, cardsOf, type ManifestLike } from '../../src/content/assemble.ts';
import { cardSvg, isPrintedCard } from '../../src/print/cards.ts';
import { mapSideSvg } from '../../src/print/cards.ts';
import type { Card } from '../../src/content/types.ts';
import { tokens } from '../styles/tokens.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { formStyles } from './form.styles.ts';
import { printLabels } from './print-labels.ts';

/** An image of our own SVG (its text escaped when drawn): a data URL, never markup put into the page. */
const picture = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A pack opened from a shared link, read-only: its name, then its problems (the pack was validated
 * before anything is shown; a pack with problems shows only them), or every card drawn as printed.
 * "Copy to my editor" takes it into the editor (an undoable step); "Close" leaves it.
 *
 * @tagname carto-shared-pack
 * @summary A shared pack, read-only, with "copy to my editor".
 *
 * @fires carto-shared-copy - Copy the pack into the editor.
 * @fires carto-shared-close - Leave the shared pack.
 *
 * @csspart cards - The cards drawn.
 */
export class CartoSharedPackElement extends LocalizedElement {
  static override styles = [
    tokens,
    formStyles,
    css`
      :host {
        display: block;
        padding: 0.6rem;
        background: var(--_paper);
        border-radius: var(--_radius);
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        padding: 0;
        list-style: none;
      }
      .cards img {
        width: 9rem;
        height: auto;
        display: block;
      }
      .cards img.map {
        width: 14rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
    `,
  ];

  /** The shared pack and its problems. */
  @property({ attribute: false }) pack?: SharedPack;

  private fire(name: 'carto-shared-copy' | 'carto-shared-close'): void {
    this.dispatchEvent(new Event(name, { bubbles: true, composed: true }));
  }

  override render() {
    const p = this.pack;
    if (!p) return nothing;
    const manifest = p.draft['pack.json'] as Partial<ManifestLike> | undefined;
    const name = typeof manifest?.name === 'string' ? manifest.name : msg('A pack');
    return html`<section aria-labelledby="shared-title">
      <h2 id="shared-title">${msg(str`Shared pack: ${name}`)}</h2>
      <p>${msg('This pack came with the link. It is shown read-only: copy it into your editor to change or play it.')}</p>
      <div class="row">
        <button type="button" @click=${() => this.fire('carto-shared-copy')}>${msg('Copy to my editor')}</button>
        <button type="button" @click=${() => this.fire('carto-shared-close')}>${msg('Close')}</button>
      </div>
      ${p.problems.length ? html`<carto-problem-list heading=${msg('Problems of the shared pack')} .problems=${p.problems}></carto-problem-list>` : this.cards(manifest as ManifestLike)}
    </section>`;
  }

  private cards(manifest: ManifestLike) {
    // Valid (checked before this renders), so the pack assembles.
    const pack = assemblePack(manifest, cardsOf(manifest, this.pack!.draft));
    const labels = printLabels();
    const all: Card[] = Object.values(pack.byId);
    return html`<ul class="cards" part="cards" aria-label=${msg('Cards of the shared pack')}>
      ${all.map((c) =>
        isPrintedCard(c)
          ? html`<li><img src=${picture(cardSvg(c, labels))} alt=${c.name} /></li>`
          : c.kind === 'map'
            ? html`<li><img class="map" src=${picture(mapSideSvg(c))} alt=${c.name} /></li>`
            : html`<li>${c.name}</li>`,
      )}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-shared-pack': CartoSharedPackElement;
  }
  interface HTMLElementEventMap {
    'carto-shared-copy': Event;
    'carto-shared-close': Event;
  }
}
