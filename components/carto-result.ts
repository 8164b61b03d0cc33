import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../i18n/localization.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { formatDay, formatNumber } from '../i18n/format.ts';
import { soloTitle } from '../i18n/content-words.ts';
import type { ResultView } from '../machines/table.connect.ts';
import { addDays } from '../src/game/calendar.ts';
import { playerActions, replayCode } from '../src/game/link.ts';
import { mapPicture } from '../src/game/share.ts';
import { replayUntil } from '../src/game/replay.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { a11yStyles } from './styles/a11y.ts';
import { panelStyles } from './styles/panel.ts';
import { dailyLink, modeName, pageLink, shareText } from './share/share-text.ts';
import { download, mapPng, mapSvg } from './share/export-map.ts';

type Copied = '' | 'share' | 'replay' | 'failed';

/**
 * What a finished game leaves behind: "Replay" (the game again, step by step, in `<carto-replay>`)
 * and "Share replay" (a link that opens that replay anywhere), and for a daily challenge the day,
 * the score and a share line of at most 280 characters (the score, a text picture of the map and the
 * challenge's link) with a Copy button, and the day before's challenge. `<carto-game>` shows it on
 * its game-over screen.
 *
 * @tagname carto-result
 * @summary A finished game's replay and share link, and a daily challenge's share line.
 *
 * @csspart share - The share line's text box.
 *
 * @cssprop --carto-paper - Background.
 * @cssprop --carto-ink - Text and outlines.
 */
export class CartoResultElement extends LocalizedElement {
  static override styles = [
    tokens,
    a11yStyles,
    buttonStyles,
    panelStyles,
    css`
      :host {
        justify-self: stretch;
      }
      textarea,
      input {
        font-size: 0.95rem;
        line-height: 1.25;
        inline-size: min(100%, 24rem);
      }
      textarea {
        resize: vertical;
      }
      a {
        color: inherit;
      }
    `,
  ];

  /** The finished game (from the table's view model). */
  @property({ attribute: false }) result: ResultView | null = null;

  /** A game server's base URL: a daily challenge's result can then be sent to its leaderboard. */
  @property() server = '';

  /** The page that links open (default: this page's address without its query). */
  @property({ attribute: 'link-base' }) linkBase = '';

  @state() private copied: Copied = '';
  @state() private replaying = false;
  @state() private replayLink = '';

  private get base(): string {
    return this.linkBase || `${location.origin}${location.pathname}`;
  }

  /** The daily challenge's share line ('' for another game): what Copy puts on the clipboard. */
  get text(): string {
    const d = this.result?.daily;
    if (!d) return '';
    return shareText({ ...d, title: soloTitle(d.title), picture: mapPicture(this.result!.grids[0]!), link: dailyLink(this.base, d.date, d.mode) });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('result')) [this.replaying, this.replayLink, this.copied] = [false, '', ''];
  }

  private async copy(text: string, what: Copied): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = what;
    } catch {
      // No clipboard (an insecure page, or refused): select the text so the player can copy it by hand.
      this.renderRoot.querySelector<HTMLTextAreaElement | HTMLInputElement>(what === 'share' ? 'textarea' : 'input')?.select();
      this.copied = 'failed';
    }
  }

  /** The replay's link (made once, then shown and copied). */
  private async shareReplay(): Promise<void> {
    const result = this.result;
    if (!result) return;
    if (!this.replayLink) {
      // The engine checks the game is over before it writes a link: replay it to its final state.
      const state = replayUntil(result.game, result.content, () => false);
      this.replayLink = pageLink(this.base, { replay: await replayCode(state) });
      await this.updateComplete;
    }
    await this.copy(this.replayLink, 'replay');
  }

  /** A player's final map as a picture file. */
  private async save(player: number, kind: 'svg' | 'png'): Promise<void> {
    const r = this.result;
    const grid = r?.grids[player];
    if (!r || !grid) return;
    const [date, score, name] = [r.daily ? formatDay(r.daily.date) : '', formatNumber(r.daily?.score ?? 0), r.names[player]?.trim() ?? ''];
    const title = r.daily ? msg(str`Daily map ${date}: solo score ${score}`) : name ? msg(str`The map of ${name}`) : msg('A Cartographers map');
    const file = `cartographers-${r.daily?.date ?? 'map'}-${player + 1}.${kind}`;
    download(kind === 'svg' ? new Blob([mapSvg(grid, title)], { type: 'image/svg+xml' }) : await mapPng(grid, title), file);
  }

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const status = {
      '': '',
      share: msg('The share text is copied.'),
      replay: msg('The replay link is copied.'),
      failed: msg('Copying was refused: the text is selected, copy it with your keyboard.'),
    }[this.copied];
    return html`
      ${r.daily ? this.renderDaily(r.daily) : nothing}
      <div class="buttons">
        <button class="secondary" aria-expanded=${this.replaying ? 'true' : 'false'} @click=${() => (this.replaying = !this.replaying)}>${msg('Replay')}</button>
        <button class="secondary" @click=${this.shareReplay}>${msg('Share replay')}</button>
      </div>
      ${this.replayLink ? html`<label for="replay-link">${msg('Replay link')}</label><input id="replay-link" readonly .value=${this.replayLink} />` : nothing}
      ${r.grids.map((grid, p) => {
        const name = r.names[p]?.trim() || formatNumber(p + 1);
        const solo = r.grids.length === 1;
        return html`<div class="buttons" role="group" aria-label=${solo ? msg('Download your map') : msg(str`Download the map of ${name}`)}>
          <button class="secondary" @click=${() => this.save(p, 'svg')}>${solo ? msg('Download your map (SVG)') : msg(str`Download the map of ${name} (SVG)`)}</button>
          <button class="secondary" @click=${() => this.save(p, 'png')}>${solo ? msg('Download your map (PNG)') : msg(str`Download the map of ${name} (PNG)`)}</button>
        </div>`;
      })}
      <p role="status">${status}</p>
      ${this.replaying ? html`<carto-replay .game=${r.game} .content=${r.content} .names=${r.names}></carto-replay>` : nothing}
    `;
  }

  private renderDaily(d: NonNullable<ResultView['daily']>) {
    const game = modeName(d.mode);
    return html`<h3>${msg(str`Daily challenge of ${formatDay(d.date)}`)}</h3>
      <p>${game}</p>
      <label for="share">${msg('Share your result')}</label>
      <textarea id="share" part="share" readonly rows=${this.text.split('\n').length + 2} .value=${this.text}></textarea>
      <div class="buttons">
        <button @click=${() => this.copy(this.text, 'share')}>${msg('Copy the share text')}</button>
        <a class="button secondary" href=${dailyLink(this.base, addDays(d.date, -1), d.mode)}>${msg("Play the day before's challenge")}</a>
      </div>
      ${
        this.server
          ? html`<carto-leaderboard server=${this.server} date=${d.date} mode=${d.mode} score=${d.score} .actions=${playerActions(this.result!.game.log)}></carto-leaderboard>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-result': CartoResultElement;
  }
}
