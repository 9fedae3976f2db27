import type { BulkSession, BulkTx } from '../../../lib/import/bulk-loader';
import { totalSize } from '../../../lib/import/import-options';
import type { ImportSource } from '../../../lib/import/sources';
import {
  beginFirstLoad,
  copyFirstLoadBatch,
  FIRST_LOAD_MIN_BYTES,
  finishFirstLoad,
  soldTableIsEmpty,
} from './first-load';
import { addCounts, applyPpdBatch, type BatchCounts } from './ppd-batch';
import { isAddition } from './ppd-lines';
import type { PricePaidOptions, PricePaidSummary } from './price-paid-importer';
import { StagedChange } from './staged-change';

/** How batches reach sold_properties, and what is left to do once every row is read. */
export interface ApplyStrategy {
  apply(tx: BulkTx, lines: string[]): Promise<BatchCounts>;
  /** After the last batch: the work held back (first load) or the one commit (atomic). */
  finish(): Promise<void>;
  /** After a failure, with the database perhaps gone: leave nothing half set up. */
  abandon(): Promise<void>;
}

/** The default: each batch merged (A/C/D, compared with what is stored) in its own transaction. */
const mergeEachBatch = (): ApplyStrategy => ({
  apply: applyPpdBatch,
  finish: async () => {},
  abandon: async () => {},
});

/**
 * A first load: batches of new sales are copied straight in. Should C or D records turn up, the
 * held-back work is done first (in that batch's transaction) and the rest is merged as usual.
 */
async function firstLoad(
  session: BulkSession,
  summary: PricePaidSummary,
  note: (message: string) => void,
): Promise<ApplyStrategy> {
  await beginFirstLoad(session);
  summary.firstLoad = true;
  note('first load: rows go straight in; keys, indexes and counts are built once they are all in');
  let active = true;
  const finishIn = async (tx: BulkTx) => {
    active = false;
    note('building keys and indexes');
    const finished = await finishFirstLoad(tx);
    // A repeated transaction id: the copy loaded last replaced the earlier one.
    summary.inserted -= finished?.duplicates ?? 0;
  };
  return {
    apply: async (tx, lines) => {
      if (active && lines.every(isAddition)) return copyFirstLoadBatch(tx, lines);
      if (active) await finishIn(tx);
      return applyPpdBatch(tx, lines);
    },
    finish: async () => {
      if (active) await session.transaction(finishIn);
    },
    // The rows already in stay (each batch is whole); if the database is gone, the saved marker
    // has the next import or server start do this.
    abandon: async () => {
      if (active) await session.transaction(finishIn).catch(() => {});
    },
  };
}

/** The monthly update: staged batch by batch, merged and recorded in one commit. */
function atomicChange(
  session: BulkSession,
  summary: PricePaidSummary,
  atomic: NonNullable<PricePaidOptions['atomic']>,
  countUnchanged: () => void,
): ApplyStrategy {
  const staged = new StagedChange();
  return {
    apply: (tx, lines) => staged.stage(tx, lines),
    finish: async () => {
      await staged.merge(session, async (tx, counts) => {
        addCounts(summary, counts);
        countUnchanged();
        await atomic.onApplied(tx, summary);
      });
      await staged.discard(session);
    },
    abandon: () => staged.discard(session).catch(() => {}),
  };
}

/** The strategy an import takes: atomic when asked, a first load into an empty table, else merging. */
export async function chooseStrategy(
  session: BulkSession,
  sources: readonly ImportSource[],
  options: PricePaidOptions,
  summary: PricePaidSummary,
  countUnchanged: () => void,
): Promise<ApplyStrategy> {
  if (options.atomic) {
    const strategy = atomicChange(session, summary, options.atomic, countUnchanged);
    // A staging table an earlier failed run left on the embedded database's one connection.
    await strategy.abandon();
    return strategy;
  }
  const mode = options.firstLoad ?? 'auto';
  const totalBytes = totalSize(sources);
  const large = totalBytes === undefined || totalBytes >= FIRST_LOAD_MIN_BYTES;
  if (mode === 'always' || (mode === 'auto' && large && (await soldTableIsEmpty(session))))
    return firstLoad(session, summary, (message) => options.onNote?.(message));
  return mergeEachBatch();
}
