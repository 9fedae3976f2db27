import type { Database } from '../../db/client';

/** What a sold-data load running in this process is doing, for the status the pages poll. */
export interface SoldLoadProgress {
  stage: 'downloading' | 'importing';
  file: string;
  /** Downloading: bytes so far and of the whole file (when the server said). */
  bytes?: number;
  total?: number;
  /** Importing: data rows read so far. */
  rows?: number;
}

/** Databases this process is loading sold data into right now, with the latest progress. */
const loading = new WeakMap<Database, SoldLoadProgress | null>();

export const isSoldDataLoading = (database: Database) => loading.has(database);

export const soldLoadProgress = (database: Database) => loading.get(database) ?? null;

/** Ignored unless a load is running (whileLoading), so a stray report cannot show a load that ended. */
export function reportSoldLoadProgress(database: Database, progress: SoldLoadProgress) {
  if (loading.has(database)) loading.set(database, progress);
}

export async function whileLoading<T>(database: Database, work: () => Promise<T>): Promise<T> {
  loading.set(database, null);
  try {
    return await work();
  } finally {
    loading.delete(database);
  }
}
