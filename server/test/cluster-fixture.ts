/**
 * Test support for server/cluster.test.ts: a two-worker cluster whose workers answer every
 * request with their pid and role; the first to listen prints the shared port. With the argument
 * `fail`, every worker fails to start.
 */
import http from 'node:http';
import cluster from 'node:cluster';
import { runCluster } from '../cluster';

const fail = process.argv[2] === 'fail';

await runCluster({
  workers: 2,
  stopGraceMs: 5000,
  log: { info: () => {}, error: () => {} },
  async start(role) {
    if (fail) throw new Error('cannot start');
    const server = http.createServer((_req, res) => {
      res.setHeader('connection', 'close');
      res.end(JSON.stringify({ pid: process.pid, startupJobs: role.startupJobs }));
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (cluster.worker?.id === 1 && typeof address === 'object' && address)
        process.stdout.write(`port ${address.port}\n`);
    });
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  },
});
