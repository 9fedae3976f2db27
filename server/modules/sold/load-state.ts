import type { Database } from '../../db/client';

/** Databases this process is loading demo sold data into right now. */
const loading = new WeakSet<Database>();

export const isSoldDataLoading = (database: Database) => loading.has(database);

export async function whileLoading<T>(database: Database, work: () => Promise<T>): Promise<T> {
  loading.add(database);
  try {
    return await work();
  } finally {
    loading.delete(database);
  }
}
