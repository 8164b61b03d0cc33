/**
 * One seat's kept-alive HTTP/1.1 connection for its POSTs, one request at a time, written and read
 * on a plain socket. node:http's client (ClientRequest, the Agent's pool, IncomingMessage and their
 * streams and events) cost the load generator about a quarter of its CPU per action, on the same
 * two cores as the server it measures; the requests on the wire are the same (method, path,
 * headers, body), and the answers are read as HTTP/1.1 says: a status line, headers, then a body of
 * Content-Length bytes or in chunks.
 */
import { connect, type Socket } from 'node:net';

export interface Answer {
  readonly status: number;
  readonly text: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

interface Pending {
  readonly resolve: (a: Answer) => void;
  readonly reject: (e: Error) => void;
}

export class KeptConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends one request and resolves to its answer; rejects when the connection fails (the caller retries). */
  request(method: string, path: string, headers: Readonly<Record<string, string>>, body: string): Promise<Answer> {
    if (this.pending) return Promise.reject(new Error('one request at a time on a kept connection'));
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n`;
    for (const k in headers) head += `${k}: ${headers[k]}\r\n`;
    head += `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.open().write(head + body);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    if (this.socket) return this.socket;
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => {
      this.buffer = this.buffer.length === 0 ? d : Buffer.concat([this.buffer, d]);
      this.read();
    });
    const gone = (e?: Error) => {
      if (this.socket === socket) this.socket = null;
      const p = this.pending;
      this.pending = null;
      p?.reject(Object.assign(e ?? new Error('the connection was closed'), e ? {} : { code: 'ECONNRESET' }));
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    return socket;
  }

  /** Takes one whole answer off the buffer, when it is all there. */
  private read(): void {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const start = end + 4;
    let text: string;
    let rest: number;
    if (status === 204 || status === 304) {
      // No body, whatever the headers say (RFC 9110): a preflight's answer.
      rest = start;
      text = '';
    } else if (length) {
      rest = start + Number(length[1]);
      if (this.buffer.length < rest) return;
      text = this.buffer.toString('utf8', start, rest);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const body = dechunk(this.buffer, start);
      if (!body) return;
      [text, rest] = body;
    } else {
      // No length: the body runs to the connection's end (not what this server sends).
      this.pending.reject(new Error(`an answer without a length (${status})`));
      this.pending = null;
      this.close();
      return;
    }
    this.buffer = this.buffer.subarray(rest);
    const p = this.pending;
    this.pending = null;
    if (/\r\nconnection:\s*close/i.test(head)) this.close();
    p.resolve({ status, text });
  }
}

/** A chunked body from `at`: its text and where it ends, or null while it is incomplete. */
function dechunk(buffer: Buffer, at: number): [string, number] | null {
  const parts: Buffer[] = [];
  let i = at;
  for (;;) {
    const line = buffer.indexOf('\r\n', i);
    if (line < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', i, line), 16);
    if (size === 0) {
      const end = buffer.indexOf(HEAD_END, line - 2);
      return end < 0 ? null : [Buffer.concat(parts).toString('utf8'), end + 4];
    }
    if (buffer.length < line + 2 + size + 2) return null;
    parts.push(buffer.subarray(line + 2, line + 2 + size));
    i = line + 2 + size + 2;
  }
}
