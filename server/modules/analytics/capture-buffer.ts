/**
 * Rows waiting to be written. `push` is all a request pays: no I/O, no promise. Rows are written
 * in batches by `flush` (on a timer, when a batch is full, and on close); one flush runs at a time.
 * Past `max` rows (the database is down or too slow) new rows are dropped and counted, so memory
 * stays bounded; a failed write is logged and its rows are lost, never retried into a growing pile.
 */
export interface CaptureBufferOptions<T> {
  max: number;
  batchSize: number;
  write(rows: T[]): Promise<void>;
  onError(err: unknown, lostRows: number): void;
}

export class CaptureBuffer<T> {
  private rows: T[] = [];
  private running: Promise<void> | undefined;
  /** Rows dropped because the buffer was full, since start. */
  dropped = 0;
  /** Rows written, since start. */
  written = 0;

  constructor(private readonly options: CaptureBufferOptions<T>) {}

  get size() {
    return this.rows.length;
  }

  push(row: T) {
    if (this.rows.length >= this.options.max) {
      this.dropped += 1;
      return;
    }
    this.rows.push(row);
    if (this.rows.length >= this.options.batchSize && !this.running) void this.flush();
  }

  /** Writes everything buffered so far; resolves once it is written (or its failure logged). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.rows.length === 0) return;
    this.running = this.drain().finally(() => (this.running = undefined));
    await this.running;
  }

  private async drain() {
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.options.batchSize);
      try {
        await this.options.write(batch);
        this.written += batch.length;
      } catch (err) {
        this.options.onError(err, batch.length);
      }
    }
  }
}
