import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { createScratchDatabase } from '../../server/db/scratch-database';

export interface Scratch {
  database: Database;
  /** What the numbers were measured on, for the printed report. */
  label: string;
  close(): Promise<void>;
}

/**
 * A fresh migrated database for one benchmark run: a scratch database created on the server in
 * DATABASE_URL (dropped afterwards), else a PGlite in memory, or `onDisk` in a temporary folder as
 * the site keeps it (an in-memory PGlite slows down as its files grow: imports measure on disk).
 */
export async function openScratchDatabase(options: { onDisk?: boolean } = {}): Promise<Scratch> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl && options.onDisk) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hh-bench-pglite-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      label: `PGlite (on disk, ${dir})`,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!adminUrl) {
    const database = await openDatabase({});
    return { database, label: 'PGlite (in memory)', close: () => database.close() };
  }
  const scratch = await createScratchDatabase(adminUrl, 'hh_bench');
  const database = await openDatabase({ url: scratch.url });
  const result = await database.db.execute(sql`SELECT current_setting('server_version') AS v`);
  const version = (result as unknown as { rows: { v: string }[] }).rows[0];
  return {
    database,
    label: `PostgreSQL ${version?.v ?? ''} (scratch database ${scratch.name})`,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
