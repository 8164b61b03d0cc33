/**
 * What the table tells the player beside the screens: the server out of reach, a second tab, the
 * help toolbar and panel, and the banner of what happened (the engine's happenings in words).
 */
import { html, nothing } from 'lit';
import type { TableIntents, TableView } from '../../machines/table.connect.ts';
import type { Happening } from '../../src/game/happenings.ts';
import { sayContext, sentencesFor } from '../news/sentences.ts';
import { msg, str } from '../../i18n/localization.ts';
import { noticeSentence, skippedSentence } from '../words/table-wording.ts';

/** The engine's happenings in words, for the reader of this device. */
export function say(view: TableView, happenings: readonly Happening[]): string[] {
  const { game, names, viewer } = view.say;
  return game && happenings.length ? sentencesFor(happenings, sayContext(game, names, viewer)) : [];
}

export function notices(view: TableView, intents: TableIntents) {
  return html`${view.loadProblem ? html`<p class="problem" role="alert">${noticeSentence(view.loadProblem)}</p>` : nothing}
  ${view.reconnecting ? html`<p class="note" role="status">${msg('Connection lost: reconnecting…')}</p>` : nothing}
  ${
    view.unreachable
      ? html`<div class="banner" role="alert">
        <p>${msg(str`The game server cannot be reached (${view.unreachable}). Your moves so far are kept; play goes on by itself when it is back.`)}</p>
        <button class="secondary" @click=${() => intents.table({ type: 'table.retry' })}>${msg('Retry now')}</button>
      </div>`
      : nothing
  }
  ${
    view.stalled && !view.unreachable
      ? html`<p class="note" role="alert">${msg(str`Your move has not gone through yet. The server says: ${view.stalled} It is sent again until the server takes it.`)}</p>`
      : nothing
  }
  ${
    view.otherTab
      ? html`<div class="banner pinned" role="alert">
        <p>${msg("This game is also open in another tab. Play it in one tab only: each tab saves over the other's moves.")}</p>
        <button class="secondary" @click=${() => intents.table({ type: 'table.otherTab.dismissed' })}>${msg('Understood')}</button>
      </div>`
      : nothing
  }`;
}

/** "How to play" and the keys, from every screen; the panel when open. */
export function helpBar(view: TableView, toggle: (which: 'play' | 'keys') => void, close: () => void) {
  return html`<nav class="toolbar" aria-label=${msg('Help')}>
      <button class="secondary" aria-pressed=${view.help === 'play' ? 'true' : 'false'} @click=${() => toggle('play')}>${msg('How to play')}</button>
      <button class="secondary" aria-pressed=${view.help === 'keys' ? 'true' : 'false'} aria-keyshortcuts="?" @click=${() => toggle('keys')}>${msg('Keys')} <kbd>?</kbd></button>
    </nav>
    ${view.help ? html`<carto-help closable tabindex="-1" view=${view.help} @carto-help-close=${close}></carto-help>` : nothing}`;
}

/** What happened that the player did not do, until dismissed. */
export function banner(view: TableView, intents: TableIntents) {
  if (!view.banner.length && !view.skipped) return nothing;
  return html`<div class="banner news" role="region" aria-label=${msg('What happened')}>
    <ul>
      ${view.skipped ? html`<li class="skipped">${skippedSentence()}</li>` : nothing} ${say(view, view.banner).map((t) => html`<li>${t}</li>`)}
    </ul>
    <button class="secondary" @click=${() => intents.table({ type: 'table.banner.dismissed' })}>${msg('Dismiss')}</button>
  </div>`;
}
