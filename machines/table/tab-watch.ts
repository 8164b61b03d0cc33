/**
 * Two tabs on one saved game would overwrite each other's moves. Each table playing a local save
 * says hello on a channel named after the save; a table that hears another one (a hello, or the
 * answer to its own) tells the table statechart, which warns the player.
 */
import { fromCallback, type EventObject } from 'xstate';
import { isObject } from './untrusted.ts';

/** What the watch needs of a BroadcastChannel (tests and other hosts pass their own). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface TabWatchInput {
  readonly name: string;
  readonly open: (name: string) => ChannelLike | null;
  /** this tab's id among the tabs (the page makes it) */
  readonly me: string;
}

export type TabWatchEvent = { readonly type: 'table.otherTab.seen' };

type Message = { readonly carto: 'hello' | 'here'; readonly from: string };

export const tabWatch = fromCallback<EventObject, TabWatchInput>(({ input, sendBack }) => {
  const channel = input.open(input.name);
  if (!channel) return () => {};
  const me = input.me;
  channel.addEventListener('message', ({ data }) => {
    const m: unknown = data;
    if (!isObject(m) || m.from === me || (m.carto !== 'hello' && m.carto !== 'here')) return;
    if (m.carto === 'hello') channel.postMessage({ carto: 'here', from: me } satisfies Message);
    sendBack({ type: 'table.otherTab.seen' } satisfies TabWatchEvent);
  });
  channel.postMessage({ carto: 'hello', from: me } satisfies Message);
  return () => channel.close();
});
