import net from 'node:net';

/**
 * A TCP relay to a database server that a test can freeze (bytes held, connections open: what a
 * SIGSTOPped database looks like) or stop (connections cut, new ones refused), without touching
 * the shared server itself.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  stop(): Promise<void>;
  /** Thaws a freeze, or listens again after a stop. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const paused = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (frozen) {
        from.pause();
        paused.add(from);
      }
      to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.once('close', () => sockets.delete(client));
    upstream.once('close', () => sockets.delete(upstream));
    relay(client, upstream);
    relay(upstream, client);
    if (frozen) {
      client.pause();
      paused.add(client);
    }
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  return {
    port,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) {
        socket.pause();
        paused.add(socket);
      }
    },
    async stop() {
      const closed = closeListener();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async resume() {
      if (frozen) {
        frozen = false;
        for (const socket of paused) socket.resume();
        paused.clear();
      }
      if (!server.listening) await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await closeListener();
    },
  };
}
