/**
 * A server-sent events reader over fetch: unlike EventSource it can send the seat token in a
 * header (not in the URL, where logs keep it) and works in Node too; the caller owns reconnection.
 */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/** Feeds text chunks, calls `onMessage` for every complete event (spec: html.spec.whatwg.org, server-sent events). */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;

  constructor(private readonly onMessage: (m: SseMessage) => void) {}

  push(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const nl = this.buffer.search(/\r\n|\r|\n/);
      if (nl < 0) return;
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(this.buffer.startsWith('\r\n', nl) ? nl + 2 : nl + 1);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) this.onMessage({ id: this.id, event: this.event || 'message', data: this.data.join('\n') });
      this.data = [];
      this.event = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id') this.id = value;
  }
}
