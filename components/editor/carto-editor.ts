import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { editorMachine, type EditorInput, type ImportFile } from '../../machines/editor.machine.ts';
import { tokens } from '../styles/tokens.ts';
import { a11yStyles } from '../styles/a11y.ts';
import { formStyles } from './form.styles.ts';
import { cardsIn, FILE_OF } from '../../machines/editor.machine.ts';
import type { Download } from '../../machines/editor.machine.ts';
import type { CartoEditEvent } from './events/edit-event.ts';
import type { CartoPaintEvent } from './events/paint-event.ts';
import type { CartoProblemSelectEvent } from './events/problem-select-event.ts';
import type { CartoAddCardEvent } from './events/add-card-event.ts';
import { cartoEditorStyles } from './carto-editor.styles.ts';
import type { CartoPlaytestChangeEvent } from './events/playtest-change-event.ts';
import { playtestWarningText } from './carto-playtest-options.ts';
import { cardList } from './card-list.ts';
import { printLabels } from './print-labels.ts';
import { shareLinkBox } from './share-link.ts';
import type { Paper } from '../../src/print/sheets.ts';
import { msg, str } from '../../i18n/localization.ts';
import { ReactiveElement } from 'lit';
import type { EditorNotice } from '../../machines/editor.machine.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { newCardWords } from '../words/new-card-words.ts';

type EditorActor = ActorRefFrom<typeof editorMachine>;
type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** The editor's notice (data from the editor statechart) in the reader's language. */
function noticeText(n: EditorNotice): string {
  switch (n.kind) {
    case 'import.failed':
      return msg(str`Nothing was imported: ${n.problem}`);
    case 'testcase.refused':
      return msg('This card cannot be exported as a test case until its rule is valid.');
    case 'play.blocked':
      return n.count === 1 ? msg('The pack cannot be played yet: 1 problem stops it (listed below).') : msg(str`The pack cannot be played yet: ${n.count} problems stop it (listed below).`);
    case 'shared.failed':
      return msg(str`The shared link cannot be opened: ${n.problem}`);
    case 'share.too-big':
      return msg('The pack is too big for a link: its file was downloaded instead, to share as a file (Import files opens it).');
    case 'print.blocked':
      return n.count === 1 ? msg('Nothing was printed: the pack has 1 problem (listed below).') : msg(str`Nothing was printed: the pack has ${n.count} problems (listed below).`);
    case 'print.failed':
      return msg(str`Nothing was printed: ${n.problem}`);
  }
}

/** The element inside `root`'s shadow trees (searched depth-first) matching `selector`. */
function deepQuery(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const inner = deepQuery(el.shadowRoot, selector);
      if (inner) return inner;
    }
  }
  return null;
}

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
 * Work is kept in localStorage, so a reload loses nothing.
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

  /** Where the game played from the editor is saved. */
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
    actor.start();
    // A link that shares a pack (#pack=...): read and validated by the statechart before it shows.
    if (location.hash) actor.send({ type: 'shared.opened', fragment: location.hash });
    this.snap = actor.getSnapshot();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
    this.actor?.stop();
  }

  private onChange(s: EditorSnapshot): void {
    const before = this.snap;
    this.snap = s;
    const c = s.context;
    const b = before?.context;
    if (b && (b.draft !== c.draft || b.sample !== c.sample || b.selected !== c.selected || b.playtest !== c.playtest)) {
      this.storage?.setItem(this.storageKey, JSON.stringify({ draft: c.draft, sample: c.sample, selected: c.selected, playtest: c.playtest }));
    }
    if (s.matches('playing') && !before?.matches('playing')) {
      // A fresh game of this pack, not the one a previous visit left behind.
      try {
        window.localStorage.removeItem(this.gameStorageKey);
      } catch {
        /* storage blocked: the game keeps nothing anyway */
      }
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

  private send = (e: Parameters<EditorActor['send']>[0]) => this.actor?.send(e);

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
    if (s.matches('playing') && s.context.table) {
      return html`<section part="game" aria-labelledby="play-title" class="game">
        <div class="row">
          <h2 id="play-title">${msg(str`Playing ${String((s.context.draft['pack.json'] as { name?: unknown })?.name ?? msg('the pack'))}`)}</h2>
          <button type="button" @click=${() => this.send({ type: 'play.closed' })}>${msg('Back to the editor')}</button>
        </div>
        ${s.context.playWarnings.map((w) => html`<p class="warning" role="status">${playtestWarningText(w)}</p>`)}
        <carto-game .customTable=${s.context.table} storage-key=${this.gameStorageKey}></carto-game>
      </section>`;
    }
    const c = s.context;
    if (c.shared) {
      const leave = (type: 'shared.copied' | 'shared.closed') => {
        history.replaceState(null, '', location.pathname + location.search);
        this.send({ type });
      };
      return html`<carto-shared-pack .pack=${c.shared} @carto-shared-copy=${() => leave('shared.copied')} @carto-shared-close=${() => leave('shared.closed')}></carto-shared-pack>`;
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
      ${this.toolbar()}
      <p class="notice" role="status">${c.notice ? noticeText(c.notice) : s.matches('importing') ? msg('Importing…') : s.matches('printing') ? msg('Making the PDF...') : ''}</p>
      <div class="main">
        ${this.cardList()}
        <section class="detail" part="detail" aria-label=${msg('Chosen card')}>${this.detail()}</section>
      </div>
      ${c.playProblems.length
        ? html`<carto-problem-list heading=${msg('Why the pack cannot be played')} .problems=${c.playProblems}></carto-problem-list>`
        : nothing}
      <carto-problem-list part="problems" .problems=${c.problems} .warnings=${c.textWarnings}></carto-problem-list>
    </div>`;
  }

  private toolbar(): TemplateResult {
    const c = this.snap!.context;
    const sel = c.selected;
    const selectedKind = sel ? cardsIn(c.draft, sel.file)[sel.index]?.kind : undefined;
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${msg('Pack')}>
        <button type="button" @click=${() => this.send({ type: 'pack.created' })}>${msg('New pack')}</button>
        <label class="file-button"
          >${msg('Import files')}<input class="visually-hidden" type="file" accept=".json,application/json" multiple @change=${this.onPick}
        /></label>
        <button type="button" aria-expanded=${this.pasteOpen ? 'true' : 'false'} @click=${() => (this.pasteOpen = !this.pasteOpen)}>${msg('Paste JSON')}</button>
        <button type="button" @click=${() => this.send({ type: 'pack.exported' })}>${msg('Export pack')}</button>
        ${selectedKind === 'scoring'
          ? html`<button type="button" @click=${() => this.send({ type: 'testcase.exported', file: sel!.file, index: sel!.index })}>${msg('Export as test case')}</button>`
          : nothing}
        <button type="button" ?disabled=${c.past.length === 0} @click=${() => this.send({ type: 'history.undone' })}>${msg('Undo')}</button>
        <button type="button" ?disabled=${c.future.length === 0} @click=${() => this.send({ type: 'history.redone' })}>${msg('Redo')}</button>
        <button type="button" class="play" @click=${() => this.send({ type: 'play.started' })}>${msg('Play this pack')}</button>
        <label class="paper"
          ><span>${msg('Paper')}</span
          ><select @change=${(e: Event) => (this.paper = (e.target as HTMLSelectElement).value as Paper)}>
            <option value="a4" ?selected=${this.paper === 'a4'}>A4</option>
            <option value="letter" ?selected=${this.paper === 'letter'}>${msg('US Letter')}</option>
          </select></label
        >
        <button type="button" @click=${() => this.send({ type: 'pack.shared' })}>${msg('Share by link')}</button>
        <button type="button" ?disabled=${this.snap!.matches('printing')} @click=${() => this.send({ type: 'print.requested', paper: this.paper, labels: printLabels() })}>
          ${msg('Print and play (PDF)')}
        </button>
      </div>
      ${this.pasteOpen
        ? html`<form class="paste" @submit=${this.onPaste}>
            <label class="field"><span>${msg('Pack JSON (an exported pack, or a pack.json)')}</span><textarea name="json" required></textarea></label>
            <button type="submit">${msg('Import the pasted JSON')}</button>
          </form>`
        : nothing}
      ${c.shareFragment ? shareLinkBox(`${location.origin}${location.pathname}#${c.shareFragment}`) : nothing}
      <details class="playtest">
        <summary>${msg('Playtest options')}</summary>
        <carto-playtest-options .options=${c.playtest}></carto-playtest-options>
      </details>
      <p class="hint">${msg('Drop pack files (an exported pack, or pack.json with its card files) anywhere here to import them.')}</p>`;
  }

  private cardList(): TemplateResult {
    const c = this.snap!.context;
    return cardList(c.draft, c.selected, (sel) => this.select(sel), (kind) => this.send({ type: 'card.added', kind, words: newCardWords(kind) }));
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
    const remove = html`<button type="button" class="remove-card" @click=${() => this.send({ type: 'card.removed', file: sel.file, index: sel.index })}>
      ${msg('Remove this card')}
    </button>`;
    const title = html`<div class="row"><h2>${String(card.name ?? card.id)}</h2>${remove}</div>`;
    const balance = html`<carto-balance-report .draft=${c.draft} card=${String(card.id ?? '')}></carto-balance-report>`;
    switch (card.kind) {
      case 'scoring':
        return html`${title}<carto-scoring-editor .card=${card} .sample=${c.sample} .warnings=${c.textWarnings.filter((w) => w.file === sel.file && w.pointer === `${pointer}/text`)} file=${sel.file} pointer=${pointer}></carto-scoring-editor>${balance}`;
      case 'explore':
        return html`${title}<carto-piece-editor .card=${card} file=${sel.file} pointer=${pointer}></carto-piece-editor>${balance}`;
      case 'map':
        return html`${title}<carto-map-side-editor .card=${card} file=${sel.file} pointer=${pointer}></carto-map-side-editor>`;
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
    await this.settle();
    const parts = e.pointer.split('/');
    for (let n = parts.length; n >= 1; n--) {
      const at = `${e.file}${parts.slice(0, n).join('/')}`;
      const el = deepQuery(this.renderRoot, `[data-pointer="${CSS.escape(at)}"]`);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        const target = el.matches('carto-map') ? (deepQuery(el.shadowRoot!, '[tabindex="0"]') ?? el) : el;
        target.focus();
        return;
      }
    }
  }

  /** Waits until this element and the editors inside it have rendered. */
  private async settle(): Promise<void> {
    await this.updateComplete;
    for (let i = 0; i < 4; i++) {
      const pending: Promise<unknown>[] = [];
      const walk = (root: ParentNode) => {
        for (const el of root.querySelectorAll('*')) {
          if (el instanceof ReactiveElement) pending.push(el.updateComplete);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(this.renderRoot);
      await Promise.all(pending);
    }
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
