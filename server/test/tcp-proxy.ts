import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that a test can freeze or stop, so a hung or a
 * stopped database is simulated without touching the shared server.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Holds every byte, both ways and on new connections, until resume(): a database that stopped answering. */
  pause(): void;
  resume(): void;
  /** Closes every connection and stops listening: a database that is down (connections refused). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let held: (() => void)[] | undefined;
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => (held ? held.push(() => to.write(chunk)) : to.write(chunk)));
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    via(url) {
      const proxied = new URL(url);
      proxied.host = `127.0.0.1:${port}`;
      return proxied.toString();
    },
    pause: () => (held ??= []),
    resume() {
      const waiting = held ?? [];
      held = undefined;
      for (const write of waiting) write();
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      held = undefined;
      await closed;
    },
    start: () => listen(port),
  };
}
