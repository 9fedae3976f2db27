import { Worker } from 'node:worker_threads';

/*
 * Embedded PGlite now and then spins for ever inside one query, with this process's event loop
 * blocked (seen in pg_trgm location searches, electric-sql/pglite#1058): no test timeout can fire and
 * the whole run stalls until CI's deadline. A thread of its own notices the missing heartbeat, names
 * the test file in STALLED_FILES_LOG and ends the process, so the run goes on and
 * scripts/run-unit-tests.mjs runs that file again.
 *
 * One watchdog per process (Vitest runs several files in one process, evaluating this file before
 * each). The heartbeat is a counter, not a time: tests that fake the clock must not look stalled.
 */
interface Watchdog {
  thread: Worker;
}
const KEY = Symbol.for('home-hunter.stall-watchdog');
const STALL_MS = Number(process.env.STALL_WATCHDOG_MS ?? 120_000);
const log = process.env.STALLED_FILES_LOG;
const scope = globalThis as { [KEY]?: Watchdog; __vitest_worker__?: { filepath?: string } };

function startWatchdog(logFile: string): Watchdog {
  const heartbeat = new Int32Array(new SharedArrayBuffer(4));
  setInterval(() => Atomics.add(heartbeat, 0, 1), 1000).unref();
  const thread = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { appendFileSync } = require('node:fs');
     let file = '';
     let seen = -1;
     let since = Date.now();
     parentPort.on('message', (path) => (file = path));
     setInterval(() => {
       const beat = Atomics.load(workerData.heartbeat, 0);
       if (beat !== seen) return void ((seen = beat), (since = Date.now()));
       if (Date.now() - since < workerData.stallMs) return;
       appendFileSync(workerData.logFile, file + '\\n');
       process.kill(process.pid, 'SIGKILL');
     }, 1000);`,
    { eval: true, workerData: { heartbeat, logFile, stallMs: STALL_MS } },
  );
  thread.unref();
  return { thread };
}

if (log) {
  scope[KEY] ??= startWatchdog(log);
  // Set by Vitest before it evaluates a file's setup, so a stall in its imports or hooks is named too.
  scope[KEY].thread.postMessage(scope.__vitest_worker__?.filepath ?? '');
}
