/**
 * The editor's toolbar and what hangs under it (components/editor/carto-editor.ts): the pack's
 * buttons (new, import, paste, export, undo, redo, play, share, print), the paste box, the share
 * link once made, and the playtest options. A template only: every button forwards to the editor.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../i18n/localization.ts';
import type { Paper } from '../../src/print/sheets.ts';
import { cardsIn, type EditorContext, type EditorEvent } from '../../machines/editor.machine.ts';
import { printLabels } from './print-labels.ts';
import { shareLinkBox } from './share-link.ts';

export interface ToolbarState {
  readonly context: EditorContext;
  readonly printing: boolean;
  readonly pasteOpen: boolean;
  readonly paper: Paper;
}

export interface ToolbarIntents {
  readonly send: (e: EditorEvent) => void;
  readonly togglePaste: () => void;
  readonly setPaper: (paper: Paper) => void;
  readonly pick: (e: Event) => void;
  readonly paste: (e: SubmitEvent) => void;
}

export function editorToolbar(s: ToolbarState, on: ToolbarIntents): TemplateResult {
  const c = s.context;
  const sel = c.selected;
  const selectedKind = sel ? cardsIn(c.draft, sel.file)[sel.index]?.kind : undefined;
  const send = on.send;
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${msg('Pack')}>
      <button type="button" class="secondary" @click=${() => send({ type: 'pack.created' })}>${msg('New pack')}</button>
      <label class="file-button"
        >${msg('Import files')}<input class="visually-hidden" type="file" accept=".json,application/json" multiple @change=${on.pick}
      /></label>
      <button type="button" class="secondary" aria-expanded=${s.pasteOpen ? 'true' : 'false'} @click=${on.togglePaste}>${msg('Paste JSON')}</button>
      <button type="button" class="secondary" @click=${() => send({ type: 'pack.exported' })}>${msg('Export pack')}</button>
      ${
        selectedKind === 'scoring'
          ? html`<button type="button" class="secondary" @click=${() => send({ type: 'testcase.exported', file: sel!.file, index: sel!.index })}>${msg('Export as test case')}</button>`
          : nothing
      }
      <button type="button" class="secondary" ?disabled=${c.past.length === 0} @click=${() => send({ type: 'history.undone' })}>${msg('Undo')}</button>
      <button type="button" class="secondary" ?disabled=${c.future.length === 0} @click=${() => send({ type: 'history.redone' })}>${msg('Redo')}</button>
      <button type="button" class="play primary" @click=${() => send({ type: 'play.started' })}>${msg('Play this pack')}</button>
      <label class="paper"
        ><span>${msg('Paper')}</span
        ><select @change=${(e: Event) => on.setPaper((e.target as HTMLSelectElement).value as Paper)}>
          <option value="a4" ?selected=${s.paper === 'a4'}>A4</option>
          <option value="letter" ?selected=${s.paper === 'letter'}>${msg('US Letter')}</option>
        </select></label
      >
      <button type="button" class="secondary" @click=${() => send({ type: 'pack.shared' })}>${msg('Share by link')}</button>
      <button type="button" class="secondary" ?disabled=${s.printing} @click=${() => send({ type: 'print.requested', paper: s.paper, labels: printLabels() })}>
        ${msg('Print and play (PDF)')}
      </button>
    </div>
    ${
      s.pasteOpen
        ? html`<form class="paste" @submit=${on.paste}>
          <label class="field"><span>${msg('Pack JSON (an exported pack, or a pack.json)')}</span><textarea name="json" required></textarea></label>
          <button type="submit" class="primary">${msg('Import the pasted JSON')}</button>
        </form>`
        : nothing
    }
    ${c.shareFragment ? shareLinkBox(`${location.origin}${location.pathname}#${c.shareFragment}`) : nothing}
    <details class="playtest">
      <summary>${msg('Playtest options')}</summary>
      <carto-playtest-options .options=${c.playtest}></carto-playtest-options>
    </details>
    <p class="hint">${msg('Drop pack files (an exported pack, or pack.json with its card files) anywhere here to import them.')}</p>`;
}
