// One client address holds at most so many open connections: past it a new connection from that address is closed
// at once, so no single client can take every slot of the global cap (MAX_CONNECTIONS). The address is the socket's
// peer, never X-Forwarded-For: behind a proxy every connection comes from the proxy (see MAX_CONNECTIONS_PER_IP).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the peer is already gone.
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
