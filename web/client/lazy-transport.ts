/**
 * A Transport whose real implementation loads on first use: `<carto-game server=...>` needs the
 * HTTP client, a local game never does, so the one-script bundle leaves it in a module of its own.
 * Every call waits for the load and forwards; a subscription made before the load is opened as soon
 * as it is there (or not at all, if it was closed meanwhile).
 */
import { ProtocolError, type ActResult, type SubscribeHandlers, type Subscription, type Transport } from './transport.ts';

export class LazyTransport implements Transport {
  private loading?: Promise<Transport>;

  constructor(
    private readonly load: () => Promise<Transport>,
    readonly tableId: string,
    readonly seat: number,
  ) {}

  private real(): Promise<Transport> {
    return (this.loading ??= this.load());
  }

  snapshot: Transport['snapshot'] = async () => (await this.real()).snapshot();
  act: Transport['act'] = async (action, options) => (await this.real()).act(action, options);
  start: Transport['start'] = async () => (await this.real()).start();
  legal: Transport['legal'] = async () => (await this.real()).legal();
  leave = async () => this.optional('leave', (t) => t.leave?.());
  abandon = async () => this.optional('abandon', (t) => t.abandon?.());
  skip = async (seat: number): Promise<ActResult> => this.optional('skip', (t) => t.skip?.(seat));
  replaceSeat = async (seat: number) => this.optional('replaceSeat', (t) => t.replaceSeat?.(seat));

  private async optional<T>(name: string, call: (t: Transport) => Promise<T> | undefined): Promise<T> {
    const result = call(await this.real());
    if (!result) throw new Error(`this transport cannot ${name}`);
    return result;
  }

  subscribe(handlers: SubscribeHandlers, since?: number): Subscription {
    let inner: Subscription | null = null;
    let closed = false;
    void this.real().then(
      (t) => {
        if (!closed) inner = t.subscribe(handlers, since);
      },
      (e: unknown) => handlers.onStatus?.('closed', new ProtocolError(0, 'client.load', `The online client could not be loaded: ${(e as Error).message}`)),
    );
    return {
      get last() {
        return inner?.last ?? since ?? -1;
      },
      close() {
        closed = true;
        inner?.close();
      },
      retry() {
        inner?.retry?.();
      },
    };
  }
}
