import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { createActor, createMachine, assign } from 'xstate';
import { SelectController, shallowEqual } from '../../components/controllers/select-controller.ts';

const counter = createMachine({
  types: {} as { context: { count: number; other: number }; events: { type: 'inc' } | { type: 'other' } },
  context: { count: 0, other: 0 },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    other: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});
type Snap = ReturnType<ReturnType<typeof createActor<typeof counter>>['getSnapshot']>;

class CountView extends LitElement {
  renders = 0;
  readonly count = new SelectController<Snap, number>(this, (s) => s.context.count);
  override render() {
    this.renders++;
    return html`<span>${this.count.value ?? 'none'}</span>`;
  }
}
customElements.define('test-count-view', CountView);

describe('SelectController', () => {
  it('re-renders only when the selected slice changes', async () => {
    const actor = createActor(counter).start();
    const el = await fixture<CountView>(html`<test-count-view></test-count-view>`);
    expect(el.shadowRoot!.textContent).to.equal('none');
    el.count.setActor(actor);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('0');
    const before = el.renders;
    actor.send({ type: 'other' });
    await el.updateComplete;
    expect(el.renders).to.equal(before);
    actor.send({ type: 'inc' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('1');
    expect(el.renders).to.equal(before + 1);
  });

  it('unsubscribes when the element leaves the page and catches up when it returns', async () => {
    const actor = createActor(counter).start();
    const el = await fixture<CountView>(html`<test-count-view></test-count-view>`);
    el.count.setActor(actor);
    await el.updateComplete;
    const parent = el.parentElement!;
    el.remove();
    actor.send({ type: 'inc' });
    actor.send({ type: 'inc' });
    const renders = el.renders;
    await new Promise((r) => setTimeout(r, 0));
    expect(el.renders).to.equal(renders);
    parent.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('2');
  });

  it('compares objects shallowly when asked', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).to.equal(true);
    expect(shallowEqual({ a: 1 }, { a: 2 })).to.equal(false);
    expect(shallowEqual([1, 2], [1, 2])).to.equal(true);
    expect(shallowEqual([1, 2], [1, 2, 3])).to.equal(false);
  });
});
