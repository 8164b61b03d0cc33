import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../until.ts';
import '../../../components/editor-entry.ts';
import type { CartoEditorElement } from '../../../components/editor/carto-editor.ts';
import { CartoProblemSelectEvent } from '../../../components/editor/events/problem-select-event.ts';
import { shareFragment } from '../../../src/content/share.ts';

const KEY = 'carto-editor-wtr';
const root = (el: Element) => el.shadowRoot!;

async function settle(el: CartoEditorElement) {
  for (let i = 0; i < 5; i++) {
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
}

/** The element focused inside nested shadow roots. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

describe('<carto-editor>', () => {
  beforeEach(() => localStorage.removeItem(KEY));

  it('adds a scoring card, edits it through the forms, undoes and redoes, and keeps the work for a reload', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY}></carto-editor>`);
    [...root(el).querySelectorAll('button')].find((b) => b.textContent === 'Add a scoring card')!.click();
    await settle(el);
    const editor = root(el).querySelector('carto-scoring-editor')!;
    await editor.updateComplete;
    const name = editor.shadowRoot!.querySelector<HTMLInputElement>('[data-pointer="scoring.json/cards/0/name"]')!;
    name.value = 'Pond Life';
    name.dispatchEvent(new Event('change'));
    await settle(el);
    expect(root(el).querySelector('.detail h2')!.textContent).to.equal('Pond Life');
    await expect(el).to.be.accessible();
    el.actor!.send({ type: 'history.undone' });
    await settle(el);
    expect(root(el).querySelector('.detail h2')!.textContent).to.equal('New scoring card');
    el.actor!.send({ type: 'history.redone' });
    await settle(el);
    expect(JSON.parse(localStorage.getItem(KEY)!).draft['scoring.json'].cards[0].name).to.equal('Pond Life');
    const again = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY}></carto-editor>`);
    await settle(again);
    expect(root(again).querySelector('.detail h2')!.textContent).to.equal('Pond Life');
  });

  it('Ctrl+Z undoes outside text fields', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY}></carto-editor>`);
    el.actor!.send({ type: 'card.added', kind: 'hero' });
    await settle(el);
    root(el)
      .querySelector<HTMLElement>('.toolbar button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }));
    await settle(el);
    expect(el.actor!.getSnapshot().context.draft).not.to.have.property('heroes.json');
  });

  it('focuses the field a chosen problem names', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY}></carto-editor>`);
    el.actor!.send({ type: 'card.added', kind: 'explore' });
    el.actor!.send({ type: 'card.added', kind: 'scoring' });
    el.actor!.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/0/time', value: -1 });
    await settle(el);
    const list = root(el).querySelector<import('../../../components/editor/carto-problem-list.ts').CartoProblemListElement>('carto-problem-list:last-of-type')!;
    await list.updateComplete;
    const problem = el.actor!.getSnapshot().context.problems.find((p) => p.pointer === '/cards/0/time')!;
    list.dispatchEvent(new CartoProblemSelectEvent(problem.file, problem.pointer));
    await settle(el);
    // The field takes the focus once the problem's file is shown: wait for it, not a fixed 50 ms.
    await until(() => deepActive()?.getAttribute('data-pointer') === 'explore.json/cards/0/time', 'the field with the problem is focused');
    expect(deepActive()!.getAttribute('data-pointer')).to.equal('explore.json/cards/0/time');
  });

  it('a playtest in progress is open again after a reload (its game resumes from its save); a new one starts afresh', async () => {
    const game = 'carto-editor-wtr-resume';
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY} game-storage-key=${game}></carto-editor>`);
    el.actor!.send({ type: 'card.added', kind: 'scoring' });
    el.actor!.send({ type: 'play.started' });
    await settle(el);
    expect(JSON.parse(localStorage.getItem(KEY)!).playing).to.equal(true);
    el.remove();
    // The reload: a new element on the same storage opens the game again, and leaves its save alone.
    const again = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY} game-storage-key=${game}></carto-editor>`);
    await settle(again);
    expect(again.actor!.getSnapshot().value).to.equal('playing');
    expect(root(again).querySelector('carto-game')!.getAttribute('storage-key')).to.equal(game);
    [...root(again).querySelectorAll('button')].find((b) => b.textContent === 'Back to the editor')!.click();
    await settle(again);
    expect(JSON.parse(localStorage.getItem(KEY)!).playing).to.equal(false);
    // "Play this pack" again: a fresh game, the one saved before forgotten.
    localStorage.setItem(game, 'an earlier game');
    again.actor!.send({ type: 'play.started' });
    expect(localStorage.getItem(game)).to.equal(null);
    localStorage.removeItem(game);
  });

  it('a share link pasted into the address of a tab already on the editor shows the shared pack, no reload', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY}></carto-editor>`);
    expect(root(el).querySelector('carto-shared-pack')).to.equal(null);
    const pack = {
      'pack.json': { id: 'wells', name: 'Wells', files: ['explore.json'] },
      'explore.json': { cards: [{ id: 'bog', kind: 'explore', name: 'Bog', time: 2, terrains: ['water'], options: [{ shape: ['XX'] }] }] },
    };
    try {
      location.hash = shareFragment(pack)!;
      await until(() => root(el).querySelector('carto-shared-pack'), 'the shared pack shows');
      expect(el.actor!.getSnapshot().context.shared!.draft).to.deep.equal(pack);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('shows the game when the pack is played, and comes back', async () => {
    const el = await fixture<CartoEditorElement>(html`<carto-editor storage-key=${KEY} game-storage-key="carto-editor-wtr-game"></carto-editor>`);
    el.actor!.send({ type: 'card.added', kind: 'scoring' });
    el.actor!.send({ type: 'play.started' });
    await settle(el);
    const game = root(el).querySelector('carto-game')!;
    expect(game).to.exist;
    await expect(el).to.be.accessible();
    [...root(el).querySelectorAll('button')].find((b) => b.textContent === 'Back to the editor')!.click();
    await settle(el);
    expect(root(el).querySelector('carto-game')).to.equal(null);
  });
});
