import cluster, { type Worker } from 'node:cluster';

/** What a process of the server does besides answering requests. */
export interface WorkerRole {
  /** Start-up jobs (admin account, demo data) run in one process only: the first worker's. */
  startupJobs: boolean;
}

export interface ClusterOptions {
  workers: number;
  /** Starts the whole server in this process (the only one, or one of the workers). */
  start(role: WorkerRole): Promise<void>;
  log: ClusterLog;
  /** How long workers get to finish after SIGTERM before they are killed. */
  stopGraceMs: number;
}

export interface ClusterLog {
  info(message: string): void;
  error(message: string): void;
}

const ROLE_REQUEST = 'home-hunter:role?';
/** A worker that ran this long is restarted at once; one that dies sooner, after a growing delay. */
const STABLE_UPTIME_MS = 30_000;
const MIN_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * One process, or `workers` processes sharing the port (node:cluster hands out connections in
 * turn), each a whole app with its own database pool: they share nothing but the database
 * (docs/decisions/0007-worker-processes.md). The primary serves nothing itself.
 */
export async function runCluster(options: ClusterOptions): Promise<void> {
  if (options.workers <= 1) return options.start({ startupJobs: true });
  if (cluster.isWorker) return options.start(await roleFromPrimary());
  supervise(options);
}

/** Asks the primary; an answer sent before this process listened for it could be lost. */
function roleFromPrimary(): Promise<WorkerRole> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isRole(message)) return;
      process.off('message', onMessage);
      resolve({ startupJobs: message.startupJobs });
    };
    process.on('message', onMessage);
    process.send!(ROLE_REQUEST);
  });
}

function isRole(message: unknown): message is { role: true; startupJobs: boolean } {
  return typeof message === 'object' && message !== null && 'role' in message && 'startupJobs' in message;
}

interface Slot {
  worker?: Worker;
  /** Whether a worker of this slot ever listened: until then an exit is a start-up failure. */
  served: boolean;
  startedAt: number;
  restartDelayMs: number;
}

/**
 * The primary: forks a worker per slot, restarts one that dies (at once if it had been up a
 * while, else after a growing delay so a crash at start-up does not spin), and on SIGTERM/SIGINT
 * stops them all. A worker that fails before any worker of its slot ever served ends the server,
 * as a single process would.
 */
function supervise({ workers, log, stopGraceMs }: ClusterOptions) {
  const slots: Slot[] = Array.from({ length: workers }, () => ({
    served: false,
    startedAt: 0,
    restartDelayMs: 0,
  }));
  const slotOf = (worker: Worker) => slots.findIndex((s) => s.worker === worker);
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: Slot) => {
    slot.worker = cluster.fork();
    slot.startedAt = Date.now();
  };

  cluster.on('message', (worker, message) => {
    if (message === ROLE_REQUEST) worker.send({ role: true, startupJobs: slotOf(worker) === 0 });
  });
  cluster.on('listening', (worker) => {
    const slot = slots[slotOf(worker)];
    if (slot) slot.served = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const index = slotOf(worker);
    const slot = slots[index]!;
    slot.worker = undefined;
    if (stopping) {
      if (slots.every((s) => !s.worker)) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!slot.served) {
      log.error(`worker ${index + 1} of ${workers} failed to start (${how}); stopping`);
      stop(1);
      return;
    }
    slot.restartDelayMs =
      Date.now() - slot.startedAt > STABLE_UPTIME_MS
        ? 0
        : Math.min(MAX_RESTART_DELAY_MS, Math.max(MIN_RESTART_DELAY_MS, slot.restartDelayMs * 2));
    log.error(`worker ${index + 1} of ${workers} exited (${how}); restarting in ${slot.restartDelayMs} ms`);
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, slot.restartDelayMs);
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const running = slots.filter((s) => s.worker);
    if (running.length === 0) process.exit(exitCode);
    for (const slot of running) slot.worker!.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers still running after the grace period: killing them');
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, stopGraceMs).unref();
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      log.info(`${signal}: stopping ${workers} workers`);
      stop(0);
    });
  log.info(`starting ${workers} workers`);
  for (const slot of slots) fork(slot);
}
