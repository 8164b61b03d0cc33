import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { cardsIn, editorMachine, FILE_OF, type Download, type EditorInput, type EditorEvent, type ImportFile } from '../../machines/editor.machine.ts';
import { tokens } from '../styles/tokens.ts';
import { a11yStyles } from '../styles/a11y.ts';
import { formStyles } from './form.styles.ts';
import type { CartoEditEvent } from './events/edit-event.ts';
import type { CartoPaintEvent } from './events/paint-event.ts';
import type { CartoProblemSelectEvent } from './events/problem-select-event.ts';
import type { CartoAddCardEvent } from './events/add-card-event.ts';
import { cartoEditorStyles } from './carto-editor.styles.ts';
import type { CartoPlaytestChangeEvent } from './events/playtest-change-event.ts';
import { playtestWarningText } from './carto-playtest-options.ts';
import { cardList } from './card-list.ts';
import type { Paper } from '../../src/print/sheets.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { newCardWords } from '../words/new-card-words.ts';
import { noticeText } from './editor-notice.ts';
import { focusField, settled } from './deep-focus.ts';
import { editorToolbar } from './editor-toolbar.ts';
import { CONTENT_FILES } from '../../src/content/schema.ts';

type EditorActor = ActorRefFrom<typeof editorMachine>;
type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** How many cards a pack has (asked before a shared pack replaces it). */
const cardCount = (draft: EditorSnapshot['context']['draft']): number => Object.keys(CONTENT_FILES).reduce((n, file) => n + cardsIn(draft, file).length, 0);

/**
 * The card designer's editor: a pack of cards made, checked and played in the browser, with no code.
 *
 * The card list on the side chooses what to edit: a scoring card (fields, a rule built from forms,
 * a live preview on a paintable sample map), an explore, ambush or hero card (shapes drawn by
 * clicking, every orientation previewed), a map side (painted, checked for play), or the pack's
 * settings with its seasons and edicts. Every edit can be undone and redone (buttons, Ctrl+Z,
 * Ctrl+Y); the pack is validated after each one, and each problem in the list, when chosen,
 * focuses the field it is about. Packs are imported from files (picker or drag and drop) or pasted
 * JSON, and exported as one JSON file; a scoring card exports as a test case (sample map and
 * expected stars). "Play this pack" opens it in a `<carto-game>` on top of the base game.
 * Work is kept in localStorage, so a reload loses nothing: a playtest in progress resumes where it
 * was, and each card's balance report is kept with the pack version it was run on. A link that
 * shares a pack (`#pack=...`, on opening or pasted later) shows it to its recipient, to read, run
 * the balance of, or play as it is, and to copy into the editor after asking "add or replace".
 *
 * @tagname carto-editor
 * @summary Make, check, export and play a pack of cards: scoring, explore, ambush, hero, map sides.
 *
 * @csspart toolbar - The pack and history buttons.
 * @csspart cards - The card list.
 * @csspart detail - The editor of the chosen card.
 * @csspart problems - The validation problems.
 * @csspart game - The game while playing the pack.
 *
 * @cssprop --carto-paper - Panel background.
 * @cssprop --carto-focus - Focus ring.
 */
export class CartoEditorElement extends LocalizedElement {
  static override styles = [tokens, a11yStyles, formStyles, cartoEditorStyles];

  /** Where the work is kept in localStorage; `storage-key=""` keeps nothing. */
  @property({ attribute: 'storage-key' }) storageKey = 'carto-editor';

  /** Where the game played from the editor is saved (a shared pack's game: under this key + `.shared`). */
  @property({ attribute: 'game-storage-key' }) gameStorageKey = 'carto-editor-game';

  /** The editor's actor (for tests and embedding pages). */
  actor?: EditorActor;

  @state() private snap?: EditorSnapshot;
  @state() private pasteOpen = false;
  @state() private dragging = false;
  @state() private paper: Paper = 'a4';

  private get storage(): Storage | null {
    try {
      return this.storageKey ? window.localStorage : null;
    } catch {
      return null;
    }
  }

  private gameKey(shared: boolean): string {
    return shared ? `${this.gameStorageKey}.shared` : this.gameStorageKey;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    let saved: EditorInput['saved'];
    try {
      const text = this.storage?.getItem(this.storageKey);
      if (text) saved = JSON.parse(text) as EditorInput['saved'];
    } catch {
      saved = undefined; // unreadable work: start afresh rather than not at all
    }
    const actor = createActor(editorMachine, { input: { saved } });
    this.actor = actor;
    actor.subscribe((s) => this.onChange(s));
    actor.on('editor.download', (e) => e.files.forEach((f) => this.download(f)));
    // A fresh game of this pack, not the one a previous visit left behind (a reload resumes it instead).
    actor.on('editor.game.fresh', (e) => {
      try {
        window.localStorage.removeItem(this.gameKey(e.shared));
      } catch {
        /* storage blocked: the game keeps nothing anyway */
      }
    });
    actor.start();
    // A link that shares a pack (#pack=...): read and validated by the statechart before it shows.
    if (location.hash) actor.send({ type: 'shared.opened', fragment: location.hash });
    window.addEventListener('hashchange', this.onHashChange);
    this.snap = actor.getSnapshot();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('hashchange', this.onHashChange);
    this.actor?.stop();
  }

  /** A share link pasted into the address bar of a tab already on the editor: shown at once, no reload. */
  private onHashChange = (): void => {
    if (location.hash) this.send({ type: 'shared.opened', fragment: location.hash });
  };

  private onChange(s: EditorSnapshot): void {
    const before = this.snap;
    this.snap = s;
    const c = s.context;
    const b = before?.context;
    const playing = s.matches('playing') && !c.playingShared;
    const wasPlaying = !!before?.matches('playing') && !b?.playingShared;
    if (b && (b.draft !== c.draft || b.sample !== c.sample || b.selected !== c.selected || b.playtest !== c.playtest || playing !== wasPlaying)) {
      this.storage?.setItem(this.storageKey, JSON.stringify({ draft: c.draft, sample: c.sample, selected: c.selected, playtest: c.playtest, playing }));
    }
  }

  private download(f: Download): void {
    const url = URL.createObjectURL(new Blob([f.bytes ?? f.text], { type: f.type }));
    const a = document.createElement('a');
    a.href = url;
    a.download = f.name;
    a.hidden = true;
    this.renderRoot.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  private send = (e: EditorEvent) => this.actor?.send(e);

  private onKeyDown = (e: KeyboardEvent): void => {
    if (!(e.ctrlKey || e.metaKey)) return;
    // Text fields keep their own undo for the text being typed.
    const target = e.composedPath()[0] as HTMLElement;
    if (target.matches?.('input[type="text"], textarea')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) this.send({ type: 'history.undone' });
    else if (key === 'y' || (key === 'z' && e.shiftKey)) this.send({ type: 'history.redone' });
    else return;
    e.preventDefault();
  };

  override render() {
    const s = this.snap;
    if (!s) return nothing;
    const c = s.context;
    if (s.matches('playing') && c.table) return this.game();
    if (c.shared) {
      const leave = () => history.replaceState(null, '', location.pathname + location.search);
      return html`${c.notice ? html`<p class="notice" role="status">${noticeText(c.notice)}</p>` : nothing}
        ${c.playProblems.length ? html`<carto-problem-list heading=${msg('Why the pack cannot be played')} .problems=${c.playProblems}></carto-problem-list>` : nothing}
        <carto-shared-pack
          .pack=${c.shared}
          mine=${cardCount(c.draft)}
          @carto-shared-copy=${(e: CustomEvent<{ mode: 'add' | 'replace' }>) => (leave(), this.send({ type: 'shared.copied', mode: e.detail.mode }))}
          @carto-shared-play=${() => this.send({ type: 'shared.played' })}
          @carto-shared-close=${() => (leave(), this.send({ type: 'shared.closed' }))}
        ></carto-shared-pack>`;
    }
    return html`<div
      class="editor ${this.dragging ? 'dragging' : ''}"
      @carto-edit=${this.onEdit}
      @carto-paint=${this.onPaint}
      @carto-add-card=${(e: CartoAddCardEvent) => this.send({ type: 'card.added', kind: e.kind, ...(e.from ? { from: e.from } : { words: newCardWords(e.kind) }) })}
      @carto-problem-select=${this.onProblem}
      @carto-playtest-change=${(e: CartoPlaytestChangeEvent) => this.send({ type: 'playtest.set', options: e.options })}
      @dragover=${this.onDragOver}
      @dragleave=${() => (this.dragging = false)}
      @drop=${this.onDrop}
    >
      ${editorToolbar(
        { context: c, printing: s.matches('printing'), pasteOpen: this.pasteOpen, paper: this.paper },
        {
          send: this.send,
          togglePaste: () => (this.pasteOpen = !this.pasteOpen),
          setPaper: (p) => (this.paper = p),
          pick: (e) => this.onPick(e),
          paste: (e) => this.onPaste(e),
        },
      )}
      <p class="notice" role="status">${c.notice ? noticeText(c.notice) : s.matches('importing') ? msg('Importing…') : s.matches('printing') ? msg('Making the PDF...') : ''}</p>
      <div class="main">
        ${cardList(
          c.draft,
          c.selected,
          (sel) => this.select(sel),
          (kind) => this.send({ type: 'card.added', kind, words: newCardWords(kind) }),
        )}
        <section class="detail" part="detail" aria-label=${msg('Chosen card')}>${this.detail()}</section>
      </div>
      ${
        c.playProblems.length
          ? html`<carto-problem-list heading=${msg('Why the pack cannot be played')} .problems=${c.playProblems}></carto-problem-list>`
          : nothing
      }
      <carto-problem-list part="problems" .problems=${c.problems} .warnings=${c.textWarnings}></carto-problem-list>
    </div>`;
  }

  /** The pack (the designer's, or a shared one played as it is) in a game, which saves itself and resumes after a reload. */
  private game(): TemplateResult {
    const c = this.snap!.context;
    const draft = c.playingShared && c.shared ? c.shared.draft : c.draft;
    const name = String((draft['pack.json'] as { name?: unknown })?.name ?? msg('the pack'));
    return html`<section part="game" aria-labelledby="play-title" class="game">
      <div class="row">
        <h2 id="play-title">${msg(str`Playing ${name}`)}</h2>
        <button type="button" class="secondary" @click=${() => this.send({ type: 'play.closed' })}>${c.playingShared ? msg('Back to the shared pack') : msg('Back to the editor')}</button>
      </div>
      ${c.playWarnings.map((w) => html`<p class="warning" role="status">${playtestWarningText(w)}</p>`)}
      <carto-game .customTable=${c.table} storage-key=${this.gameKey(c.playingShared)}></carto-game>
    </section>`;
  }

  private select(sel: { file: string; index: number } | null): void {
    this.send(sel ? { type: 'card.selected', ...sel } : { type: 'card.deselected' });
  }

  private detail(): TemplateResult {
    const c = this.snap!.context;
    const sel = c.selected;
    const card = sel ? cardsIn(c.draft, sel.file)[sel.index] : undefined;
    if (!sel || !card) {
      return html`<h2>${msg('Pack settings')}</h2>
        <carto-pack-settings
          .manifest=${c.draft['pack.json'] as Record<string, unknown>}
          .seasons=${cardsIn(c.draft, 'seasons.json')}
          .edicts=${cardsIn(c.draft, 'edicts.json')}
        ></carto-pack-settings>`;
    }
    const pointer = `/cards/${sel.index}`;
    const remove = html`<button type="button" class="remove-card secondary" @click=${() => this.send({ type: 'card.removed', file: sel.file, index: sel.index })}>
      ${msg('Remove this card')}
    </button>`;
    const title = html`<div class="row"><h2>${String(card.name ?? card.id)}</h2>${remove}</div>`;
    const balance = html`<carto-balance-report
      .draft=${c.draft}
      card=${String(card.id ?? '')}
      file=${sel.file}
      pointer=${pointer}
      storage-key=${this.storageKey ? `${this.storageKey}.balance` : ''}
    ></carto-balance-report>`;
    switch (card.kind) {
      case 'scoring':
        return html`${title}<carto-scoring-editor .card=${card} .sample=${c.sample} .warnings=${c.textWarnings.filter((w) => w.file === sel.file && w.pointer === `${pointer}/text`)} file=${sel.file} pointer=${pointer}></carto-scoring-editor>${balance}`;
      case 'map':
        return html`${title}<carto-map-side-editor .card=${card} file=${sel.file} pointer=${pointer}></carto-map-side-editor>`;
      case 'explore':
      case 'ambush':
      case 'hero':
        return html`${title}<carto-piece-editor .card=${card} file=${sel.file} pointer=${pointer}></carto-piece-editor>${balance}`;
      default:
        return html`${title}<carto-piece-editor .card=${card} file=${sel.file} pointer=${pointer}></carto-piece-editor>`;
    }
  }

  private onEdit(e: CartoEditEvent): void {
    e.stopPropagation();
    if (e.remove) this.send({ type: 'draft.item.removed', file: e.file, pointer: e.pointer });
    else this.send({ type: 'draft.edited', file: e.file, pointer: e.pointer, value: e.value, typing: e.typing });
  }

  private onPaint(e: CartoPaintEvent): void {
    e.stopPropagation();
    this.send({ type: 'sample.painted', row: e.row, col: e.col, fill: e.fill });
  }

  /** Shows the card a problem is about and focuses its field (or the nearest enclosing one). */
  private async onProblem(e: CartoProblemSelectEvent): Promise<void> {
    const m = /^\/cards\/(\d+)/.exec(e.pointer);
    const kind = Object.entries(FILE_OF).find(([, f]) => f === e.file)?.[0];
    if (m && kind !== 'season' && kind !== 'edict') this.select({ file: e.file, index: Number(m[1]) });
    else this.select(null);
    await this.updateComplete;
    await settled(this.renderRoot);
    focusField(this.renderRoot, e.file, e.pointer);
  }

  private importFiles(files: readonly File[]): void {
    if (files.length === 0) return;
    const list: ImportFile[] = files.map((f) => ({ name: f.name, read: () => f.text() }));
    this.send({ type: 'pack.imported', files: list });
  }

  private onPick(e: Event): void {
    const input = e.target as HTMLInputElement;
    this.importFiles([...(input.files ?? [])]);
    input.value = '';
  }

  private onPaste(e: SubmitEvent): void {
    e.preventDefault();
    const text = new FormData(e.target as HTMLFormElement).get('json');
    if (typeof text !== 'string') return;
    this.send({ type: 'pack.imported', files: [{ name: 'the pasted JSON', read: async () => text }] });
    this.pasteOpen = false;
  }

  private onDragOver(e: DragEvent): void {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    this.dragging = true;
  }

  private onDrop(e: DragEvent): void {
    e.preventDefault();
    this.dragging = false;
    this.importFiles([...(e.dataTransfer?.files ?? [])]);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-editor': CartoEditorElement;
  }
}
