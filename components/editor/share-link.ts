/** The link that shares the pack, once made: shown to select, with a button that copies it. */
import { html, type TemplateResult } from 'lit';
import { msg } from '../../i18n/localization.ts';

export function shareLinkBox(url: string): TemplateResult {
  const copy = async (e: Event) => {
    const box = (e.target as HTMLElement).closest('.share')!.querySelector('input')!;
    box.select();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (an insecure page, a denied permission): the link is selected to copy by hand.
    }
  };
  return html`<div class="share" role="group" aria-label=${msg('Link to this pack')}>
    <label class="field"><span>${msg('Anyone with this link sees the pack (it is in the link itself)')}</span><input type="text" readonly .value=${url} /></label>
    <button type="button" @click=${copy}>${msg('Copy link')}</button>
  </div>`;
}
