/**
 * Online, the table says when the server has been out of reach for a while (the transport's
 * onUnreachable, with its sentence) and offers a retry that reaches the transport's subscription;
 * it clears once the server answers again. A fake transport stands in for the server.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable } from '../../machines/table.connect.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { ProtocolError, type SubscribeHandlers, type Transport } from '../../web/client/transport.ts';

function fakeTransport() {
  let handlers: SubscribeHandlers | null = null;
  let retries = 0;
  const transport = {
    tableId: 't',
    seat: -1,
    subscribe(h: SubscribeHandlers) {
      handlers = h;
      h.onStatus?.('connecting');
      return { last: -1, close: () => undefined, retry: () => void retries++ };
    },
  } as unknown as Transport;
  return { transport, handlers: () => handlers!, retries: () => retries };
}

describe('the online table when the server cannot be reached', () => {
  it('shows why with a retry, passes the retry to the transport, and clears when the server is back', () => {
    const fake = fakeTransport();
    const actor = createActor(tableMachine, { input: { storage: null, storageKey: '', transport: fake.transport } }).start();
    const view = () => connectTable(actor.getSnapshot(), undefined, tableWording);
    expect(view().unreachable).toBeNull();
    expect(view().connecting?.text).toBe('Connecting to the table…');

    fake.handlers().onUnreachable!(new ProtocolError(0, 'network', 'The server could not be reached: fetch failed'));
    expect(view().unreachable).toBe('The server could not be reached: fetch failed');

    actor.send({ type: 'table.retry' });
    expect(fake.retries()).toBe(1);

    fake.handlers().onUnreachable!(null);
    expect(view().unreachable).toBeNull();
    actor.stop();
  });

  it('ignores a retry in local play', () => {
    const actor = createActor(tableMachine, { input: { storage: null, storageKey: '' } }).start();
    actor.send({ type: 'table.retry' });
    expect(connectTable(actor.getSnapshot(), undefined, tableWording).unreachable).toBeNull();
    actor.stop();
  });
});
