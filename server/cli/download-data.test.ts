import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/query-rows';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { sql } from 'drizzle-orm';
import { startDownloadServer, type DownloadServer } from '../test/download-server';
import { hasSharedData, readShared, SAMPLE_1995 } from '../test/shared-data';

/**
 * The command itself, as a user runs it (`npm run data:download`), against a local server: its
 * help, a download and import, a 404 that exits 1 and leaves the data alone. The rows, the other
 * failures and re-runs are covered in download-and-import.test.ts; this checks the wiring.
 */
const run = promisify(execFile);

describe.skipIf(!hasSharedData)('npm run data:download', () => {
  let server: DownloadServer;
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  const cli = async (args: string[]) => {
    // Never a real internet request: both sources point at the local server.
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PRICE_PAID_BASE_URL: server.url,
      POSTCODES_URL: `${server.url}codepo_gb.zip`,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    return run(process.execPath, ['--import', 'tsx', 'server/cli/download-data.ts', ...args], {
      env,
      timeout: 120_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        stdout: err.stdout,
        stderr: err.stderr,
      }),
    );
  };
  const soldRows = async () => {
    const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir });
    try {
      return (
        await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM sold_properties`)
      )[0]?.n;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hh-cli-download-'));
    server = await startDownloadServer({ 'pp-1995.csv': readShared(SAMPLE_1995) });
    if (process.env.TEST_DATABASE_URL)
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hh_test');
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its usage with --help, and refuses an unknown option', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'Usage: npm run data:download -- [--monthly] [--years 2023-2025] [--complete]',
    );
    const bad = await cli(['--year', '2024']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Unknown option '--year'");
  });

  it(
    'downloads and imports, then a failed download exits 1 and changes nothing',
    { timeout: 180_000 },
    async () => {
      const ok = await cli(['--years', '1995', '--skip-postcodes', '--retries', '0']);
      expect(ok.stderr).not.toMatch(/failed/i);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain(`pp-1995.csv: downloaded, 174.8 kB`);
      expect(ok.stdout).toContain('Inserted: 1,000  Updated: 0  Unchanged: 0  Deleted: 0');
      expect(
        readFileSync(path.join(dataDir, 'downloads', 'pp-1995.csv')).equals(readShared(SAMPLE_1995)),
      ).toBe(true);

      const missing = await cli(['--years', '1995,2023', '--skip-postcodes', '--retries', '0']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(
        `Download of pp-2023.csv failed: HTTP 404 Not Found for ${server.url}pp-2023.csv`,
      );
      expect(missing.stderr).toContain('Nothing was imported: the data already loaded is unchanged.');
      // The first run's 1,000 rows, nothing more, nothing less.
      expect(await soldRows()).toBe(1000);
    },
  );
});
