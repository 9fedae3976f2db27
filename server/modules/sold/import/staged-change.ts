import { sql } from 'drizzle-orm';
import type { BulkSession, BulkTx } from '../../../lib/import/bulk-loader';
import { type BatchCounts, createStaging, mergeStaged, stageLines } from './ppd-batch';

const STAGING = 'sold_change_staging';
const NOTHING: BatchCounts = { inserted: 0, updated: 0, deleted: 0 };

/**
 * A whole file applied as one change. Its rows are copied into a session-long staging table a
 * batch per short transaction (on the embedded database the web server's queries run between
 * them), then merged into sold_properties in one transaction: the slow part, parsing and copying,
 * never holds a transaction open, and the table goes from before to after in one commit.
 */
export class StagedChange {
  private rows = 0;

  /** Adds a batch to the staging table, in file order; changes nothing in sold_properties yet. */
  async stage(tx: BulkTx, batch: readonly string[]): Promise<BatchCounts> {
    if (this.rows === 0) await createStaging(tx, STAGING, 'session');
    await stageLines(tx, STAGING, batch, this.rows);
    this.rows += batch.length;
    return NOTHING;
  }

  /** Applies everything staged, and `onApplied` in the same transaction. */
  merge(session: BulkSession, onApplied: (tx: BulkTx, counts: BatchCounts) => Promise<void>) {
    return session.transaction(async (tx) => {
      const counts = this.rows > 0 ? await mergeStaged(tx, STAGING) : NOTHING;
      await onApplied(tx, counts);
      return counts;
    });
  }

  /** The staging table outlives a failed run on the embedded database's one connection. */
  async discard(session: BulkSession) {
    await session.query(sql`DROP TABLE IF EXISTS ${sql.identifier(STAGING)}`);
    this.rows = 0;
  }
}
