/**
 * A cap on open connections, over all and per client address: idle sockets cost memory and file
 * descriptors, and one client holding a thousand of them (each until the 10 s header timeout, or
 * longer as an event stream) should not starve everyone else. Past either cap a new connection is
 * closed at once, before Node reads a byte of it.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function limitConnections(server: Server, total: number, perAddress: number): void {
  // Node closes connections past maxConnections itself.
  server.maxConnections = total;
  if (!Number.isFinite(perAddress)) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const n = (open.get(address) ?? 0) + 1;
    if (n > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
