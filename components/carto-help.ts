import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import english from '../content/help/en.json' with { type: 'json' };
import type { HelpContent, HelpTopic } from '../src/content/help.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { cartoHelpStyles } from './carto-help.styles.ts';
import { CartoHelpCloseEvent } from './events/help-close-event.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg } from '../i18n/localization.ts';
import { helpText } from '../i18n/prose.ts';

export type HelpView = 'play' | 'keys';

/**
 * "How to play", by topic (a turn, seasons and time, shapes and terrain, ruins, ambushes and
 * monsters, coins, heroes and the special ambushes, scoring, solo play and titles, combined play),
 * each topic linking the project's rulings that apply to it; and the keyboard shortcuts. The text
 * is data (content/help/<locale>.json), always rendered as text.
 *
 * Each topic is a disclosure (`<details>`): it works with a keyboard and a screen reader without
 * any script of ours, and a page can open one by setting `topic`.
 *
 * @tagname carto-help
 * @summary How to play, topic by topic, and the keyboard shortcuts.
 *
 * @fires carto-help-close - Close was pressed, or Escape inside the help (only when `closable`).
 *
 * @csspart help - The whole panel.
 * @csspart views - The two buttons switching between "How to play" and the shortcuts.
 * @csspart topics - The list of topics.
 * @csspart topic - One topic's disclosure.
 * @csspart rulings - A topic's links to the rulings.
 * @csspart shortcuts - The table of keyboard shortcuts.
 * @csspart close - The Close button.
 */
export class CartoHelpElement extends LocalizedElement {
  static override styles = [tokens, a11yStyles, cartoHelpStyles];

  /** Which panel shows: 'play' (how to play) or 'keys' (keyboard shortcuts, what `?` opens). */
  @property({ reflect: true }) view: HelpView = 'play';

  /** The id of the topic shown open (for example "ruins" or "ambushes"); the others stay closed. */
  @property({ reflect: true }) topic = '';

  /** Where the rulings document lives; each ruling is linked as `${rulingsHref}#<ruling id>`. */
  @property({ attribute: 'rulings-href' }) rulingsHref = 'docs/RULINGS.md';

  /** Shows a Close button, and Escape closes: both fire `carto-help-close`. */
  @property({ type: Boolean, reflect: true }) closable = false;

  /** The help text; unset, the one shipped for the reader's language (content/help/<locale>.json, English by default). */
  @property({ attribute: false }) help?: HelpContent;

  private get text(): HelpContent {
    return this.help ?? helpText(english as HelpContent);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('topic') && this.topic) this.topicElement(this.topic)?.scrollIntoView?.({ block: 'nearest' });
  }

  private readonly onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !this.closable) return;
    e.preventDefault();
    e.stopPropagation();
    this.close();
  };

  private close() {
    this.dispatchEvent(new CartoHelpCloseEvent());
  }

  private topicElement(id: string): HTMLDetailsElement | null {
    return this.renderRoot.querySelector<HTMLDetailsElement>(`details[data-topic="${CSS.escape(id)}"]`);
  }

  /** A topic in the list was chosen: open it, show it and move the focus to it. */
  private openTopic(id: string) {
    this.topic = id;
    void this.updateComplete.then(() => this.topicElement(id)?.querySelector('summary')?.focus());
  }

  private onToggle(t: HelpTopic, e: Event) {
    const open = (e.target as HTMLDetailsElement).open;
    if (open) this.topic = t.id;
    else if (this.topic === t.id) this.topic = '';
  }

  override render() {
    const h = this.text;
    const keys = this.view === 'keys';
    return html`<section part="help" aria-labelledby="help-title">
      <header>
        <h2 id="help-title">${keys ? msg('Keyboard shortcuts') : h.title}</h2>
        <div class="views" part="views" role="group" aria-label=${msg('Help')}>
          <button type="button" aria-pressed=${keys ? 'false' : 'true'} @click=${() => (this.view = 'play')}>${h.title}</button>
          <button type="button" aria-pressed=${keys ? 'true' : 'false'} @click=${() => (this.view = 'keys')}>${msg('Keyboard shortcuts')}</button>
        </div>
        ${this.closable ? html`<button type="button" class="close" part="close" @click=${this.close}>${msg('Close')}</button>` : nothing}
      </header>
      ${keys ? this.renderKeys() : this.renderTopics()}
    </section>`;
  }

  private renderTopics() {
    const h = this.text;
    return html`<nav aria-label=${msg('Topics')}>
        <ul part="topics">
          ${h.topics.map(
            (t) =>
              html`<li><button type="button" class="link" aria-current=${t.id === this.topic ? 'true' : 'false'} @click=${() => this.openTopic(t.id)}>${t.title}</button></li>`,
          )}
        </ul>
      </nav>
      ${h.topics.map(
        (t) => html`<details part="topic" data-topic=${t.id} .open=${t.id === this.topic} @toggle=${(e: Event) => this.onToggle(t, e)}>
          <summary><h3>${t.title}</h3></summary>
          ${t.paragraphs.map((p) => html`<p>${p}</p>`)}
          ${
            t.rulings?.length
              ? html`<p class="rulings" part="rulings">
                ${h.rulingsTitle}:
                ${t.rulings.map((r, i) => html`${i > 0 ? '; ' : ''}<a href=${`${this.rulingsHref}#${r}`} target="_blank" rel="noopener">${h.rulings[r] ?? r}</a>`)}
              </p>`
              : nothing
          }
        </details>`,
      )}`;
  }

  private renderKeys() {
    return html`<table part="shortcuts">
      <caption class="visually-hidden">${msg('Keyboard shortcuts while playing')}</caption>
      <thead>
        <tr>
          <th scope="col">${msg('Keys')}</th>
          <th scope="col">${msg('What they do')}</th>
        </tr>
      </thead>
      <tbody>
        ${this.text.shortcuts.map(
          (s) => html`<tr>
            <td>${s.keys.map((k, i) => html`${i > 0 ? html`<span class="or"> ${msg('or', { desc: 'between two keys that do the same: "R or F"' })} </span>` : ''}<kbd>${k}</kbd>`)}</td>
            <td>${s.does}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-help': CartoHelpElement;
  }
}
