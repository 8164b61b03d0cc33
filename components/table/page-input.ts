/** What `<carto-game>` takes from the page for its table: the browser's storage and a seat's connection. */
import type { StorageLike } from '../../machines/table/storage.ts';
import type { Transport } from '../../web/client/transport.ts';
import { LazyTransport } from '../../web/client/lazy-transport.ts';

/** localStorage when a key is given and the browser allows it; null plays without saving (privacy settings). */
export function browserStorage(key: string): StorageLike | null {
  try {
    return key ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The seat's connection to `server` (HTTP, loaded only for online play), or undefined without all three. */
export function seatTransport(server: string, table: string, token: string): Transport | undefined {
  if (!(server && table && token)) return undefined;
  const base = server.replace(/\/+$/, '');
  return new LazyTransport(() => import('../../web/client/http-transport.ts').then((m) => new m.HttpTransport(base, table, -1, token)), table, -1);
}
