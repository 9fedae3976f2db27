import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type PieceJob, type PieceResult, parsePpdPiece } from './ppd-piece';

/** Parses pieces of a Price Paid file, here or on worker threads. */
export interface PieceParser {
  parse(job: PieceJob): Promise<PieceResult>;
  close(): Promise<void>;
}

/** In this thread: for small inputs (tests, the demo data), done before a worker would have started. */
export const inThreadParser = (): PieceParser => ({
  parse: async (job) => parsePpdPiece(job),
  close: async () => {},
});

/**
 * Parse threads: one per core, at most four. Parsing is most of an import's work; on two cores two
 * threads beat one even with PostgreSQL on the same machine (13.2 s against 16.1 s for the rows of
 * a 1,000,000-row first load), and a third added nothing.
 */
const defaultParseThreads = () => Math.max(1, Math.min(4, availableParallelism()));

/**
 * Parsing makes millions of short-lived strings: with V8's default young generation a worker spent
 * a quarter of its time collecting them. 128 MB took a 1,000,000-row first load from 17.3 to 15.0 s.
 */
const YOUNG_GENERATION_MB = 128;
/**
 * What a worker keeps is a piece or two and its memo of title-cased names (tens of MB); left to
 * itself V8 let the heap grow with the file (peak 1.1, 1.4, 1.5 GB for 0.5, 1 and 2 million rows).
 */
const OLD_GENERATION_MB = 256;

type Pending = { resolve(result: PieceResult): void; reject(err: Error): void };

/** Worker threads taking pieces in turn; each answers its pieces in the order it got them. */
export function workerParser(threads = defaultParseThreads()): PieceParser {
  let nextId = 0;
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
      resourceLimits: {
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
        maxOldGenerationSizeMb: OLD_GENERATION_MB,
      },
    });
    const pending = new Map<number, Pending>();
    worker.on('message', (message: { id: number; result?: PieceResult; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result!);
    });
    const failAll = (err: Error) => {
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`a parse thread stopped (exit ${code})`)));
    return { worker, pending };
  });
  return {
    parse(job) {
      const id = nextId++;
      const { worker, pending } = workers[id % workers.length]!;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, job });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
