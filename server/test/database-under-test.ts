import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../db/scratch-database';

export interface DatabaseUnderTest {
  kind: 'pglite' | 'postgres';
  /** Environment for a spawned server: its own DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * Where a spawned server keeps its data: a PGlite folder, or (TEST_DATABASE_URL runs) a scratch
 * PostgreSQL database, so the file runs against whichever database the suite is run on.
 */
export async function databaseUnderTest(prefix: string): Promise<DatabaseUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, prefix.replace(/\W/g, '_')) : undefined;
  return {
    kind: scratch ? 'postgres' : 'pglite',
    env: { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    dataDir,
    databaseUrl: scratch?.url,
    async remove() {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
