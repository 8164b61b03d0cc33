import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../components/editor-entry.ts';
import type { CartoPlaytestOptionsElement } from '../../../components/editor/carto-playtest-options.ts';
import type { CartoPlaytestChangeEvent } from '../../../components/editor/events/playtest-change-event.ts';
import type { CartoEditorElement } from '../../../components/editor/carto-editor.ts';

describe('<carto-playtest-options>', () => {
  it('chooses the game, the decks replaced and whether scoring cards are forced', async () => {
    const el = await fixture<CartoPlaytestOptionsElement>(html`<carto-playtest-options .options=${{}}></carto-playtest-options>`);
    const root = el.shadowRoot!;
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.checked)).to.deep.equal([false, false, false, true]);
    setTimeout(() => boxes[0]!.click());
    let e = (await oneEvent(el, 'carto-playtest-change')) as CartoPlaytestChangeEvent;
    expect(e.options).to.deep.equal({ replace: ['explore'] });
    const select = root.querySelector('select')!;
    select.value = 'heroes';
    setTimeout(() => select.dispatchEvent(new Event('change')));
    e = (await oneEvent(el, 'carto-playtest-change')) as CartoPlaytestChangeEvent;
    expect(e.options).to.deep.equal({ game: 'heroes' });
    await expect(el).to.be.accessible();
  });

  it('in the editor: replacing the explore deck with a one-card deck warns while playing', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=""></carto-editor>`);
    el.actor!.send({ type: 'card.added', kind: 'explore' });
    el.actor!.send({ type: 'playtest.set', options: { replace: ['explore'] } });
    el.actor!.send({ type: 'play.started' });
    await el.updateComplete;
    const warning = el.shadowRoot!.querySelector('.warning');
    expect(warning?.textContent).to.equal('The explore deck adds up to 1 time, but the longest season needs 8: seasons will end early.');
    el.actor!.send({ type: 'play.closed' });
    el.actor!.send({ type: 'playtest.set', options: {} });
    el.actor!.send({ type: 'play.started' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.warning')).to.equal(null);
  });
});
