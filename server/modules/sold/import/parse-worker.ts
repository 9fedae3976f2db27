import { parentPort } from 'node:worker_threads';
import { type PieceJob, parsePpdPiece } from './ppd-piece';

/** A parse thread: pieces in, lines out, in the order they came. */
parentPort!.on('message', ({ id, job }: { id: number; job: PieceJob }) => {
  try {
    parentPort!.postMessage({ id, result: parsePpdPiece(job) });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
