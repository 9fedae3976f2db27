import cluster from 'node:cluster';
import http from 'node:http';

/**
 * Serves `handler` on one loopback port from `workers` processes (node:cluster), so a baseline
 * runs in as many processes as the app it is compared with. The primary only forks and, once
 * every worker listens, tells its parent (the benchmark) the port.
 */
export function serveInCluster(workers: number, handler: http.RequestListener) {
  if (cluster.isPrimary) {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      if (++listening === workers) process.send!({ port: address.port });
    });
    for (let i = 0; i < workers; i++) cluster.fork();
    return;
  }
  // listen(0) in a cluster: every worker gets the same port, chosen once by the primary.
  http.createServer(handler).listen(0, '127.0.0.1');
}

/** The whole request body as text. */
export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}
