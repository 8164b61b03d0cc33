/**
 * The server-dealt daily's first screen in `<carto-game daily daily-dealt server=...>`: the player
 * names themself and asks the server to deal the day's game (docs/PROTOCOL.md, "Server-dealt
 * daily"); the element then plays it as an online table. Words only: the element holds the state.
 */
import { html, nothing } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { formatDay } from '../../i18n/format.ts';
import { boardProblemSentence } from '../share/board-problems.ts';

export interface DealtStartView {
  readonly date: string;
  readonly name: string;
  readonly busy: boolean;
  /** why the last request failed, or null */
  readonly problem: unknown;
}

export interface DealtStartIntents {
  readonly named: (name: string) => void;
  readonly asked: () => void;
}

export function dealtStartScreen(view: DealtStartView, intents: DealtStartIntents) {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    intents.asked();
  };
  return html`<section class="panel" part="setup" aria-labelledby="dealt-title">
    <h2 id="dealt-title">${msg(str`The server-dealt challenge of ${formatDay(view.date)}`)}</h2>
    <p>${msg('The server deals this map and keeps its cards secret until the day is over: each card is shown only when it is drawn. One game per name and day, ranked when you play it to its end.')}</p>
    <form class="dealt" @submit=${submit}>
      <label>${msg('Your name')}<input name="name" maxlength="40" required autocomplete="nickname" .value=${view.name} @input=${(e: Event) => intents.named((e.target as HTMLInputElement).value)} /></label>
      <button type="submit" ?disabled=${view.busy}>${msg('Play the server-dealt challenge')}</button>
    </form>
    ${view.problem !== null ? html`<p class="problem" role="alert">${boardProblemSentence(view.problem)}</p>` : nothing}
  </section>`;
}
