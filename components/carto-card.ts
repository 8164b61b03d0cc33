import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { AmbushCard, Card, EdictCard, ExploreCard, HeroCard, MapSide, ScoringCard, SeasonCard } from '../src/content/types.ts';
import { tokens } from './styles/tokens.ts';
import { terrainBackgrounds } from './styles/terrain.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { swatch, swatchStyles } from './symbols/swatch.ts';
import type { Fill } from '../src/grid/fills.ts';
import { cartoCardStyles } from './carto-card.styles.ts';
import { LocalizedElement } from './i18n/localized-element.ts';

const STACK_NAMES: Readonly<Record<string, string>> = {
  forest: 'Forest',
  'farm-water': 'Farm and water',
  village: 'Village',
  spaces: 'Spaces',
};

const ROTATION_NAMES: Readonly<Record<string, string>> = { clockwise: 'clockwise', counterclockwise: 'counter-clockwise' };

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
    if (!card) return html`<article part="card" aria-label="No card"><p class="error">No card.</p></article>`;
    return html`<article part="card" aria-labelledby="name">
      <header>
        <h3 id="name" part="name">${card.name}</h3>
        ${card.number ? html`<span class="number" aria-label="card number ${card.number}">${card.number}</span>` : nothing}
      </header>
      <span class="kind">${this.kindLine(card)}</span>
      ${this.body(card)}
    </article>`;
  }

  private kindLine(card: Card): string {
    switch (card.kind) {
      case 'explore':
        return card.ruins ? 'Explore card: ruins' : `Explore card, time ${card.time}`;
      case 'ambush':
        return 'Ambush card';
      case 'hero':
        return 'Hero card';
      case 'season':
        return `Season ${card.order}, time ${card.time}`;
      case 'edict':
        return 'Edict';
      case 'scoring':
        return `Scoring card: ${STACK_NAMES[card.stack] ?? card.stack}`;
      case 'map':
        return `Map side ${card.side}`;
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
    return html`<div class="terrains" role="list" aria-label="terrains">
      ${list.map((t) => html`<span role="listitem" class="terrain">${swatch(t as Fill)}${t}</span>`)}
    </div>`;
  }

  private explore(card: ExploreCard): TemplateResult {
    if (card.ruins) return html`<p class="ruins">Ruins: the next shape must cover a ruins space.</p>`;
    const single = card.terrains.length === 1 ? card.terrains[0] : undefined;
    return html`<div class="options" role="list" aria-label="shape options">
        ${card.options.map(
          (o, i) => html`<div class="option" role="listitem">
            <carto-shape .rows=${o.shape} terrain=${single ?? nothing} label=${`option ${i + 1}${o.coin ? ', with a coin' : ''}`}></carto-shape>
            ${o.coin ? html`<span class="coin-label" aria-hidden="true"><span class="coin">${symbol('coin')}</span>coin</span>` : nothing}
          </div>`,
        )}
      </div>
      ${this.terrains(card.terrains)}`;
  }

  private ambush(card: AmbushCard): TemplateResult {
    return html`<div class="options">
        <carto-shape .rows=${card.shape} terrain="monster" label=${`monster shape${card.initial ? ` (${card.initial})` : ''}`}></carto-shape>
      </div>
      <dl class="facts">
        <dt>Pass</dt>
        <dd>${ROTATION_NAMES[card.pass]}</dd>
        <dt>Solo</dt>
        <dd>from ${card.solo.corner}, ${ROTATION_NAMES[card.solo.direction]}</dd>
        ${card.effect ? html`<dt>Effect</dt><dd>${describeEffect(card)}</dd>` : nothing}
      </dl>`;
  }

  private hero(card: HeroCard): TemplateResult {
    return html`<div class="options"><carto-shape .rows=${card.pattern} pattern></carto-shape></div>
      <p class="text">Draw a hero space, then mark this pattern around it: monsters inside it are destroyed.</p>`;
  }

  private season(card: SeasonCard): TemplateResult {
    return html`<div class="big time" role="img" aria-label=${`ends at time ${card.time}`}><span class="hourglass" aria-hidden="true"></span>${card.time}</div>
      <dl class="facts"><dt>Edicts</dt><dd>${card.edicts.join(' + ')}</dd></dl>`;
  }

  private edict(card: EdictCard): TemplateResult {
    return html`<div class="big">${card.letter}</div>`;
  }

  private scoring(card: ScoringCard): TemplateResult {
    return html`<p class="text">${card.text}</p>
      <dl class="facts"><dt>Solo</dt><dd><span class="star">${symbol('star')}</span>${card.solo}</dd></dl>`;
  }

  private map(card: MapSide): TemplateResult {
    return html`<carto-map .map=${card.rows.join('\n')} label=${card.name}></carto-map>`;
  }
}

/** A sentence for a special ambush's effect, from its data. */
function describeEffect(card: AmbushCard): string {
  const e = card.effect;
  if (!e) return '';
  switch (e.type) {
    case 'coins-when-enclosed':
      return `when every space of it is surrounded or destroyed, gain ${e.coins} coins`;
    case 'spread-after-scoring':
      return 'after each scoring, spreads to every empty adjacent space';
    case 'destroy-adjacent-after-scoring':
      return `after each scoring, you destroy ${e.count} empty adjacent space${e.count === 1 ? '' : 's'}`;
    case 'destroy-adjacent-after-drawing':
      return `once drawn, the drawer destroys ${e.count} adjacent space${e.count === 1 ? '' : 's'}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-card': CartoCardElement;
  }
}
