import type { BulkSession, BulkTx } from './bulk-loader';

/**
 * Collects rows and applies them a batch per transaction, one batch at a time, while the reader
 * goes on filling the next batch.
 */
export class BatchWriter<Row, Counts> {
  private pending: Row[] = [];
  private inflight: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: BulkSession,
    private readonly batchSize: number,
    private readonly apply: (tx: BulkTx, rows: Row[]) => Promise<Counts>,
    private readonly applied: (rows: Row[], counts: Counts) => void,
  ) {}

  /** Queues a row; true when a batch is full and the caller should `await flush()`. */
  add(row: Row): boolean {
    this.pending.push(row);
    return this.pending.length >= this.batchSize;
  }

  /** Starts writing what is pending; waits only for the batch before it. */
  async flush() {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    await this.inflight;
    this.inflight = this.session
      .transaction((tx) => this.apply(tx, batch))
      .then((counts) => this.applied(batch, counts));
    // A failure surfaces at the next flush() or finish(); this only stops an early unhandled report.
    this.inflight.catch(() => {});
  }

  async finish() {
    await this.flush();
    await this.inflight;
  }

  /** Waits for the batch in flight, whatever its outcome, so the connection is idle. */
  async settle() {
    await this.inflight.catch(() => {});
  }
}
