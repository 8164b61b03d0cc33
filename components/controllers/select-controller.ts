import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the controller needs of an actor: XState actors (and anything with the same shape) fit. */
export interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
}

/**
 * Keeps one slice of an actor's snapshot in an element and re-renders the element only when that
 * slice changes (by `equals`), so that a pointer move that changes the ghost does not re-render
 * the scoreboard. The actor may arrive late (through @lit/context) or change: call `setActor`.
 */
export class SelectController<S, T> implements ReactiveController {
  private actor?: Subscribable<S>;
  private subscription?: { unsubscribe(): void };
  private current: T | undefined;
  private hasValue = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly select: (snapshot: S) => T,
    private readonly equals: (a: T, b: T) => boolean = Object.is,
  ) {
    host.addController(this);
  }

  /** The selected slice, or undefined before an actor is known. */
  get value(): T | undefined {
    return this.current;
  }

  setActor(actor: Subscribable<S> | undefined): void {
    if (actor === this.actor) return;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.actor = actor;
    this.hasValue = false;
    this.current = undefined;
    if (actor) {
      this.take(actor.getSnapshot());
      if (this.connected) this.subscribe();
    }
    this.host.requestUpdate();
  }

  private connected = false;

  hostConnected(): void {
    this.connected = true;
    if (this.actor && !this.subscription) {
      // Catch up with what happened while the element was away.
      if (this.take(this.actor.getSnapshot())) this.host.requestUpdate();
      this.subscribe();
    }
  }

  hostDisconnected(): void {
    this.connected = false;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  private subscribe(): void {
    this.subscription = this.actor?.subscribe((snapshot) => {
      if (this.take(snapshot)) this.host.requestUpdate();
    });
  }

  /** Stores the new slice; true when it differs from the last one. */
  private take(snapshot: S): boolean {
    const next = this.select(snapshot);
    if (this.hasValue && this.equals(this.current as T, next)) return false;
    this.current = next;
    this.hasValue = true;
    return true;
  }
}

/** Shallow equality of arrays and plain objects, for selectors that build a fresh object each time. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
