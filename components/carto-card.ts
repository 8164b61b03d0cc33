import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { AmbushCard, Card, EdictCard, ExploreCard, HeroCard, MapSide, ScoringCard, SeasonCard } from '../src/content/types.ts';
import { tokens } from './styles/tokens.ts';
import { terrainBackgrounds } from './styles/terrain.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { swatch, swatchStyles } from './symbols/swatch.ts';
import { isFill, type Fill } from '../src/grid/fills.ts';
import { cartoCardStyles } from './carto-card.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { cardName, cardText } from '../i18n/content-words.ts';
import { formatNumber } from '../i18n/format.ts';
import { fillName } from '../i18n/terrain-names.ts';
import { scoringCardKind } from './words/stack-names.ts';
import { spaces, coins } from '../i18n/counts.ts';
import type { Corner, Rotation } from '../src/content/types.ts';

const ROTATION_NAMES: { readonly [R in Rotation]: () => string } = { clockwise: () => msg('clockwise'), counterclockwise: () => msg('counter-clockwise') };
const CORNER_NAMES: { readonly [C in Corner]: () => string } = {
  'top-left': () => msg('the top-left corner'),
  'top-right': () => msg('the top-right corner'),
  'bottom-left': () => msg('the bottom-left corner'),
  'bottom-right': () => msg('the bottom-right corner'),
};

/**
 * Any card of the game, drawn from its content data: explore (shapes, terrains, time, coin), ambush
 * (monster shape, pass direction, solo corner), hero (attack pattern), season (time, edicts), edict,
 * scoring (stack, text, solo value) and map sides.
 *
 * Card text and names come from content files and are always rendered as text, never as markup.
 * Cards are drawn card-shaped on paper: a double ink frame, terrains with their symbols, the coin
 * and a season's time drawn.
 *
 * @tagname carto-card
 * @summary A card of any kind, from its JSON.
 *
 * @csspart card - The card's frame.
 * @csspart name - The card's name.
 *
 * @cssprop --carto-card-width - Width of the card (default 12rem).
 * @cssprop --carto-paper - Card background.
 * @cssprop --carto-coin - Colour of the coin mark.
 */
export class CartoCardElement extends LocalizedElement {
  static override styles = [tokens, terrainBackgrounds, symbolStyles, swatchStyles, cartoCardStyles];

  /** The card, as loaded from a content pack. */
  @property({ attribute: false }) card?: Card;

  override render() {
    const card = this.card;
    if (!card) return html`<article part="card" aria-label=${msg('No card')}><p class="error">${msg('No card.')}</p></article>`;
    return html`<article part="card" aria-labelledby="name">
      <header>
        <h3 id="name" part="name">${cardName(card)}</h3>
        ${card.number ? html`<span class="number" role="img" aria-label=${msg(str`card number ${card.number}`)}>${card.number}</span>` : nothing}
      </header>
      <span class="kind">${this.kindLine(card)}</span>
      ${this.body(card)}
    </article>`;
  }

  private kindLine(card: Card): string {
    switch (card.kind) {
      case 'explore':
        return card.ruins ? msg('Explore card: ruins') : msg(str`Explore card, time ${formatNumber(card.time)}`);
      case 'ambush':
        return msg('Ambush card');
      case 'hero':
        return msg('Hero card');
      case 'season':
        return msg(str`Season ${formatNumber(card.order)}, time ${formatNumber(card.time)}`);
      case 'edict':
        return msg('Edict');
      case 'scoring':
        return scoringCardKind(card.stack);
      case 'map':
        return msg(str`Map side ${card.side}`);
    }
  }

  private body(card: Card): TemplateResult {
    switch (card.kind) {
      case 'explore':
        return this.explore(card);
      case 'ambush':
        return this.ambush(card);
      case 'hero':
        return this.hero(card);
      case 'season':
        return this.season(card);
      case 'edict':
        return this.edict(card);
      case 'scoring':
        return this.scoring(card);
      case 'map':
        return this.map(card);
    }
  }

  private terrains(list: readonly string[]): TemplateResult {
    return html`<div class="terrains" role="list" aria-label=${msg('terrains')}>
      ${list.map((t) => html`<span role="listitem" class="terrain">${swatch(t as Fill)}${isFill(t) ? fillName(t) : t}</span>`)}
    </div>`;
  }

  private explore(card: ExploreCard): TemplateResult {
    if (card.ruins) return html`<p class="ruins">${msg('Ruins: the next shape must cover a ruins space.')}</p>`;
    const single = card.terrains.length === 1 ? card.terrains[0] : undefined;
    return html`<div class="options" role="list" aria-label=${msg('shape options')}>
        ${card.options.map(
          (o, i) => html`<div class="option" role="listitem">
            <carto-shape .rows=${o.shape} terrain=${single ?? nothing} label=${o.coin ? msg(str`option ${formatNumber(i + 1)}, with a coin`) : msg(str`option ${formatNumber(i + 1)}`)}></carto-shape>
            ${o.coin ? html`<span class="coin-label" aria-hidden="true"><span class="coin">${symbol('coin')}</span>${msg('coin')}</span>` : nothing}
          </div>`,
        )}
      </div>
      ${this.terrains(card.terrains)}`;
  }

  private ambush(card: AmbushCard): TemplateResult {
    return html`<div class="options">
        <carto-shape .rows=${card.shape} terrain="monster" label=${card.initial ? msg(str`monster shape (${card.initial})`) : msg('monster shape')}></carto-shape>
      </div>
      <dl class="facts">
        <dt>${msg('Pass')}</dt>
        <dd>${ROTATION_NAMES[card.pass]()}</dd>
        <dt>${msg('Solo')}</dt>
        <dd>${msg(str`from ${CORNER_NAMES[card.solo.corner]()}, ${ROTATION_NAMES[card.solo.direction]()}`)}</dd>
        ${card.effect ? html`<dt>${msg('Effect')}</dt><dd>${describeEffect(card)}</dd>` : nothing}
      </dl>`;
  }

  private hero(card: HeroCard): TemplateResult {
    return html`<div class="options"><carto-shape .rows=${card.pattern} pattern></carto-shape></div>
      <p class="text">${msg('Draw a hero space, then mark this pattern around it: monsters inside it are destroyed.')}</p>`;
  }

  private season(card: SeasonCard): TemplateResult {
    return html`<div class="big time" role="img" aria-label=${msg(str`ends at time ${formatNumber(card.time)}`)}><span class="hourglass" aria-hidden="true"></span>${formatNumber(card.time)}</div>
      <dl class="facts"><dt>${msg('Edicts')}</dt><dd>${card.edicts.join(' + ')}</dd></dl>`;
  }

  private edict(card: EdictCard): TemplateResult {
    return html`<div class="big">${card.letter}</div>`;
  }

  private scoring(card: ScoringCard): TemplateResult {
    return html`<p class="text">${cardText(card)}</p>
      <dl class="facts"><dt>${msg('Solo')}</dt><dd><span class="star">${symbol('star')}</span>${card.solo}</dd></dl>`;
  }

  private map(card: MapSide): TemplateResult {
    return html`<carto-map .map=${card.rows.join('\n')} label=${cardName(card)}></carto-map>`;
  }
}

/** A sentence for a special ambush's effect, from its data. */
function describeEffect(card: AmbushCard): string {
  const e = card.effect;
  if (!e) return '';
  switch (e.type) {
    case 'coins-when-enclosed':
      return msg(str`when every space of it is surrounded or destroyed, gain ${coins(e.coins)}`);
    case 'spread-after-scoring':
      return msg('after each scoring, spreads to every empty adjacent space');
    case 'destroy-adjacent-after-scoring':
      return msg(str`after each scoring, you destroy ${spaces(e.count)} of the empty adjacent ones`);
    case 'destroy-adjacent-after-drawing':
      return msg(str`once drawn, the drawer destroys ${spaces(e.count)} adjacent to it`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-card': CartoCardElement;
  }
}
