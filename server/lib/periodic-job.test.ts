import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { createPeriodicJob, type PeriodicJobOptions, schedulePeriodicJob } from './periodic-job';

function fakeLog() {
  return { error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
}

/** A run that takes `ms` of (fake) time and records when it started and ended, and its signal. */
function timedRun(ms: number) {
  const runs: { start: number; end?: number; signal: AbortSignal }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const run = async (signal: AbortSignal) => {
    const entry = { start: Date.now(), signal } as (typeof runs)[number];
    runs.push(entry);
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise((resolve) => setTimeout(resolve, ms));
    active -= 1;
    entry.end = Date.now();
  };
  return { run, runs, mostAtOnce: () => mostAtOnce };
}

const job = (options: Partial<PeriodicJobOptions> & Pick<PeriodicJobOptions, 'run'>) => ({
  name: 'test job',
  intervalMs: 1000,
  ...options,
});

describe('createPeriodicJob', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at firstRunAfterMs, then every interval', async () => {
    const work = timedRun(300);
    const periodic = createPeriodicJob(job({ run: work.run, firstRunAfterMs: 0 }), { log: fakeLog() });
    periodic.start();
    await vi.advanceTimersByTimeAsync(2500);
    expect(work.runs.map((r) => r.start)).toEqual([0, 1000, 2000]);
    await periodic.stop();
  });

  it('waits intervalMs for the first run by default, and never runs with an interval of 0', async () => {
    const every = timedRun(0);
    const periodic = createPeriodicJob(job({ run: every.run }), { log: fakeLog() });
    periodic.start();
    const off = timedRun(0);
    const never = createPeriodicJob(job({ run: off.run, intervalMs: 0, firstRunAfterMs: 0 }), {
      log: fakeLog(),
    });
    never.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(every.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(every.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(off.runs).toHaveLength(0);
    const stopped = Promise.all([periodic.stop(), never.stop()]);
    await vi.advanceTimersByTimeAsync(1);
    await stopped;
  });

  it('never overlaps runs: ticks during a slow run are skipped, and runNow during a run waits for it', async () => {
    const work = timedRun(2500);
    const periodic = createPeriodicJob(job({ run: work.run, intervalMs: 100, firstRunAfterMs: 0 }), {
      log: fakeLog(),
    });
    periodic.start();
    await vi.advanceTimersByTimeAsync(10);
    const asked = periodic.runNow();
    await vi.advanceTimersByTimeAsync(2490);
    await asked;
    expect(work.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work.mostAtOnce()).toBe(1);
    // 12.5 s of 2.5 s runs ticked every 0.1 s: one run after another, never two at once.
    expect(work.runs.length).toBeGreaterThanOrEqual(4);
    expect(work.runs.length).toBeLessThanOrEqual(5);
    for (const [previous, next] of work.runs.slice(1).map((r, i) => [work.runs[i]!, r] as const))
      expect(next.start).toBeGreaterThanOrEqual(previous.end!);
    const stopped = periodic.stop();
    await vi.advanceTimersByTimeAsync(2500);
    await stopped;
  });

  it('stops on close: aborts the signal of the run under way, waits for it, and runs no more', async () => {
    let seen: AbortSignal | undefined;
    let runs = 0;
    const log = fakeLog();
    const periodic = createPeriodicJob(
      job({
        firstRunAfterMs: 0,
        run: async (signal) => {
          runs += 1;
          seen = signal;
          // A run that honours its signal: it ends as soon as the app closes.
          await new Promise((resolve, reject) => {
            const timer = setTimeout(resolve, 60_000);
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(signal.reason);
            });
          });
        },
      }),
      { log },
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(10);
    expect([runs, seen?.aborted]).toEqual([1, false]);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    expect(seen?.aborted).toBe(true);
    await stopping;
    expect(stopped).toBe(true);
    // Stopping is not a failure.
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    await periodic.runNow();
    expect(runs).toBe(1);
  });

  it('logs a failed run with its error, at the level asked, and carries on', async () => {
    const log = fakeLog();
    let runs = 0;
    const failure = new Error('database unreachable');
    const periodic = createPeriodicJob(
      job({
        name: 'sold-price update',
        failureLevel: 'warn',
        firstRunAfterMs: 0,
        run: async () => {
          runs += 1;
          if (runs === 1) throw failure;
        },
      }),
      { log },
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(1500);
    expect(runs).toBe(2);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      { job: 'sold-price update', err: failure },
      'sold-price update failed',
    );
    expect(log.error).not.toHaveBeenCalled();
    await expect(periodic.runNow()).resolves.toBeUndefined();
    await periodic.stop();
  });

  it('skips a run while another instance holds the lock', async () => {
    const log = fakeLog();
    let runs = 0;
    let busy = true;
    const periodic = createPeriodicJob(
      job({
        firstRunAfterMs: 0,
        run: async () => {
          runs += 1;
        },
      }),
      { log, withLock: async (work) => (busy ? 'busy' : work()) },
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(0);
    expect(log.debug).toHaveBeenCalledWith({ job: 'test job' }, expect.stringContaining('skipped'));
    busy = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await periodic.stop();
  });
});

describe('schedulePeriodicJob', () => {
  it('starts when the app listens and stops when it closes', async () => {
    const app = Fastify();
    let runs = 0;
    let signal: AbortSignal | undefined;
    schedulePeriodicJob(app, {
      name: 'test job',
      intervalMs: 5,
      firstRunAfterMs: 0,
      run: async (s) => {
        runs += 1;
        signal = s;
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await app.close();
    expect(signal?.aborted).toBe(true);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
  });

  it("with startWhen 'registered', starts at once, listening or not", async () => {
    const app = Fastify();
    let runs = 0;
    schedulePeriodicJob(app, {
      name: 'sweep',
      startWhen: 'registered',
      intervalMs: 5,
      run: async () => {
        runs += 1;
      },
    });
    await expect.poll(() => runs).toBeGreaterThanOrEqual(1);
    await app.close();
  });

  it("holds the job's advisory lock for each run (PostgreSQL), and always runs on the embedded database", async () => {
    const t = await buildTestApp();
    const lockId = 727_999;
    let runs = 0;
    const periodic = createPeriodicJob(
      {
        name: 'locked job',
        intervalMs: 60_000,
        lock: { database: t.database, id: lockId },
        run: async () => {
          runs += 1;
        },
      },
      { log: fakeLog() },
    );
    try {
      if (t.database.kind === 'postgres') {
        const holder = await t.database.pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [lockId]);
          await periodic.runNow();
          expect(runs).toBe(0);
          await holder.query('SELECT pg_advisory_unlock($1)', [lockId]);
        } finally {
          holder.release();
        }
      }
      await periodic.runNow();
      expect(runs).toBe(1);
    } finally {
      await periodic.stop();
      await t.close();
    }
  });
});
