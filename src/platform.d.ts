// The web platform the engine may use: the APIs browsers and Node share (the WinterTC minimum common
// API), declared as far as src/ uses them, so that src/tsconfig.json needs neither the DOM's types
// nor Node's. Anything else (document, fetch, node:fs) does not compile in src/.

declare function structuredClone<T>(value: T): T;
declare function btoa(data: string): string;
declare function atob(data: string): string;

type ReadableStreamReadResult<T> = { done: true; value?: undefined } | { done: false; value: T };

interface ReadableStreamDefaultReader<R> {
  read(): Promise<ReadableStreamReadResult<R>>;
  cancel(reason?: unknown): Promise<void>;
}

interface ReadableStream<R = unknown> {
  getReader(): ReadableStreamDefaultReader<R>;
  pipeThrough<T>(transform: { readonly readable: ReadableStream<T>; readonly writable: unknown }): ReadableStream<T>;
}

declare class Blob {
  constructor(parts: readonly (string | Uint8Array)[]);
  stream(): ReadableStream<Uint8Array>;
}

declare class CompressionStream {
  constructor(format: 'deflate' | 'deflate-raw' | 'gzip');
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: unknown;
}

declare class DecompressionStream {
  constructor(format: 'deflate' | 'deflate-raw' | 'gzip');
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: unknown;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
}
