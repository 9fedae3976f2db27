import { Worker } from 'node:worker_threads';
import { beforeEach, expect } from 'vitest';

/*
 * Embedded PGlite now and then spins for ever inside one query, with this process's event loop
 * blocked (seen in pg_trgm location searches, electric-sql/pglite#1058): no test timeout can fire and
 * the whole run stalls until CI's deadline. A thread of its own notices the missing heartbeat, names
 * the test file in STALLED_FILES_LOG and ends the process, so the run goes on and
 * scripts/run-unit-tests.mjs runs that file again.
 */
const STALL_MS = Number(process.env.STALL_WATCHDOG_MS ?? 120_000);
const log = process.env.STALLED_FILES_LOG;

if (log) {
  const heartbeat = new Int32Array(new SharedArrayBuffer(4));
  const beat = () => Atomics.store(heartbeat, 0, Math.floor(Date.now() / 1000));
  beat();
  setInterval(beat, 1000).unref();
  const watchdog = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { appendFileSync } = require('node:fs');
     let file = '';
     parentPort.on('message', (path) => (file = path));
     setInterval(() => {
       if (Date.now() / 1000 - Atomics.load(workerData.heartbeat, 0) < workerData.stallMs / 1000) return;
       appendFileSync(workerData.log, file + '\\n');
       process.kill(process.pid, 'SIGKILL');
     }, 2000);`,
    { eval: true, workerData: { heartbeat, log, stallMs: STALL_MS } },
  );
  watchdog.unref();
  beforeEach(() => watchdog.postMessage(expect.getState().testPath ?? ''));
}
