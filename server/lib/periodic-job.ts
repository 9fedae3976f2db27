import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { withAdvisoryLock } from '../db/advisory-lock';
import type { Database } from '../db/client';

/** What a job does and when (docs/decisions/0011-periodic-jobs.md). */
export interface PeriodicJobOptions {
  /** Names the job in the log. */
  name: string;
  /** Time between runs; 0 or less: the job never runs. */
  intervalMs: number;
  /** An extra first run this long after the start (0: at once); by default the first run is after `intervalMs`. */
  firstRunAfterMs?: number;
  /**
   * A PostgreSQL advisory lock held for each run: a run is skipped while another instance holds
   * it (see db/advisory-lock.ts; on the embedded database every run goes ahead).
   */
  lock?: { database: Database; id: number };
  /** Level of a failed run's log line: `warn` for a job whose failures are expected (offline). */
  failureLevel?: 'warn' | 'error';
  /** One run. `signal` is aborted when the app closes: stop as soon as you can. */
  run(signal: AbortSignal): Promise<void>;
}

export interface PeriodicJob {
  /** Starts the schedule (schedulePeriodicJob does when the server listens). */
  start(): void;
  /** Runs now, or, when a run is under way, waits for that one instead: runs never overlap. Never throws. */
  runNow(): Promise<void>;
  /** Ends the schedule, aborts the signal and waits for a run under way (the app does on close). */
  stop(): Promise<void>;
}

export interface PeriodicJobDeps {
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'debug'>;
  /** Runs `work` holding the job's lock, or answers `busy` (default: withAdvisoryLock on `lock`). */
  withLock?: <T>(work: () => Promise<T>) => Promise<T | 'busy'>;
}

/**
 * A job that runs every `intervalMs` from `start()` until `stop()`. A tick that comes while a run
 * is still going is skipped, so runs never overlap, however long one takes; a failed run is logged
 * and the schedule goes on. Timers are unref'd: a job never keeps the process alive.
 */
export function createPeriodicJob(options: PeriodicJobOptions, deps: PeriodicJobDeps): PeriodicJob {
  const { name, intervalMs, lock, failureLevel = 'error' } = options;
  const withLock =
    deps.withLock ??
    (lock ? <T>(work: () => Promise<T>) => withAdvisoryLock(lock.database, lock.id, work) : undefined);
  const stopping = new AbortController();
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOnce() {
    const { signal } = stopping;
    try {
      const work = () => options.run(signal);
      const outcome = withLock ? await withLock(work) : await work();
      if (outcome === 'busy')
        deps.log.debug({ job: name }, `${name}: another instance is running it; skipped`);
    } catch (err) {
      if (signal.aborted) deps.log.debug({ job: name, err }, `${name} stopped: the server is closing`);
      else deps.log[failureLevel]({ job: name, err }, `${name} failed`);
    }
  }

  function runNow(): Promise<void> {
    if (stopping.signal.aborted) return running ?? Promise.resolve();
    running ??= runOnce().finally(() => (running = undefined));
    return running;
  }

  return {
    start() {
      if (intervalMs <= 0 || timer !== undefined || stopping.signal.aborted) return;
      const tick = () => void runNow();
      if (options.firstRunAfterMs !== undefined) first = setTimeout(tick, options.firstRunAfterMs).unref();
      timer = setInterval(tick, intervalMs).unref();
    },
    runNow,
    async stop() {
      stopping.abort();
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The job on the app's schedule: it starts when the server listens (so API tests that only
 * `inject` never run it; they call the job's function directly), or at once with
 * `startWhen: 'registered'`, and stops when the app closes.
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  options: PeriodicJobOptions & { startWhen?: 'listening' | 'registered' },
): PeriodicJob {
  const job = createPeriodicJob(options, { log: app.log });
  if (options.startWhen === 'registered') job.start();
  else app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());
  return job;
}
