import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import { MONTHLY_FILE } from '../../../lib/import/download/official-files';
import { type DownloadServer, etagOf, startDownloadServer } from '../../../test/download-server';
import { hasSharedData, monthlyChangeFile, readShared, SAMPLE_1995 } from '../../../test/shared-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { runMonthlyUpdate } from './monthly-update';

/**
 * The monthly update (issue 12 item 3) against a local stand-in for HM Land Registry's bucket,
 * serving real rows from the shared folder: never the internet.
 */
describe.skipIf(!hasSharedData)('monthly Price Paid update', () => {
  let t: TestApp;
  let server: DownloadServer;
  let downloadsDir: string;
  /** Real rows, all "A": the first month. */
  let firstMonth: Buffer;
  /** The next month: a price correction (C), a deletion (D) and new rows (A, and D of ids never loaded). */
  let nextMonth: Buffer;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    downloadsDir = mkdtempSync(path.join(tmpdir(), 'hh-monthly-'));
    firstMonth = readShared(SAMPLE_1995);
    const change = monthlyChangeFile();
    nextMonth = change.file;
    ids.push(change.correctedId, change.deletedId);
    server = await startDownloadServer({ [MONTHLY_FILE]: firstMonth });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
    rmSync(downloadsDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  const update = (options: Partial<Parameters<typeof runMonthlyUpdate>[1]> = {}) =>
    runMonthlyUpdate(t.database, {
      url: `${server.url}${MONTHLY_FILE}`,
      downloadsDir,
      download: { retries: 0, timeoutMs: 2_000 },
      ...options,
    });
  const snapshot = async () =>
    (
      await queryRows<Record<string, unknown>>(
        t.app.db,
        sql`SELECT (SELECT count(*)::int FROM sold_properties) AS sold,
                   (SELECT md5(string_agg(transaction_id::text || price || sale_date || updated_at, ',' ORDER BY transaction_id)) FROM sold_properties) AS sold_hash,
                   (SELECT count(*)::int FROM sold_data_updates) AS updates`,
      )
    )[0];
  const price = async (id: string) =>
    (
      await queryRows<{ price: number }>(
        t.app.db,
        sql`SELECT price FROM sold_properties WHERE transaction_id = ${id}`,
      )
    )[0]?.price;
  const status = async () => (await t.app.inject({ method: 'GET', url: '/api/sold-prices/status' })).json();

  it('applies a new file and records it, with its counts, in the same commit', async () => {
    expect((await status()).lastUpdate).toBeNull();
    const result = await update();
    expect(result.outcome).toBe('applied');
    if (result.outcome !== 'applied') return;
    expect(result.update).toMatchObject({
      fileName: MONTHLY_FILE,
      url: `${server.url}${MONTHLY_FILE}`,
      etag: etagOf(firstMonth),
      bytes: firstMonth.length,
      rowsAdded: 1000,
      rowsChanged: 0,
      rowsDeleted: 0,
      rowsUnchanged: 0,
      rowsRejected: 0,
    });
    expect((await snapshot())?.sold).toBe(1000);
    const reported = await status();
    expect(reported).toMatchObject({
      loaded: true,
      lastUpdate: { fileName: MONTHLY_FILE, added: 1000, changed: 0, deleted: 0 },
    });
    expect(Date.parse(reported.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('skips a file unchanged on the server without downloading it again', async () => {
    const before = await snapshot();
    expect((await update()).outcome).toBe('unchanged');
    const [request] = server.requests;
    expect(request?.headers['if-none-match']).toBe(etagOf(firstMonth));
    expect(await snapshot()).toEqual(before);
  });

  it('skips the same version even when the kept copy is gone (downloaded again, not applied again)', async () => {
    const before = await snapshot();
    rmSync(path.join(downloadsDir, MONTHLY_FILE));
    expect((await update()).outcome).toBe('unchanged');
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('a failure part way through applying leaves the data exactly as before', async () => {
    server.files.set(MONTHLY_FILE, nextMonth);
    const before = await snapshot();
    // Progress is reported after the rows read so far went out in batches of 5: some are staged.
    await expect(
      update({
        importOptions: {
          batchSize: 5,
          onProgress: () => {
            throw new Error('the process died here');
          },
        },
      }),
    ).rejects.toThrow('the process died here');
    expect(await snapshot()).toEqual(before);
  });

  it('applies the next version: additions, a correction and a deletion', async () => {
    const result = await update({ importOptions: { batchSize: 5 } });
    expect(result.outcome).toBe('applied');
    if (result.outcome !== 'applied') return;
    // 10 A rows; a C row; a D of a loaded row; 5 D rows of ids never loaded (unchanged).
    expect(result.update).toMatchObject({ rowsAdded: 10, rowsChanged: 1, rowsDeleted: 1, rowsUnchanged: 5 });
    expect(await price(ids[0]!)).toBe(42500);
    expect(await price(ids[1]!)).toBeUndefined();
    expect((await snapshot())?.sold).toBe(1009);
    expect((await status()).lastUpdate).toMatchObject({ added: 10, changed: 1, deleted: 1 });
  });

  it('a 404 or a server that does not answer changes nothing and says why', async () => {
    const before = await snapshot();
    await expect(update({ url: `${server.url}missing.csv` })).rejects.toThrow(/HTTP 404/);
    const redirect = server.intercept;
    server.intercept = () => true;
    try {
      await expect(update({ download: { retries: 0, timeoutMs: 300 } })).rejects.toThrow(
        /did not answer within 0\.3 s/,
      );
    } finally {
      server.intercept = redirect;
    }
    expect(await snapshot()).toEqual(before);
  });

  // A real crash: another process applying the file is killed with SIGKILL part way through. Needs
  // a PostgreSQL server the two processes share (the embedded database belongs to one process).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a process killed while applying leaves the data as before; the next run applies it whole',
    async () => {
      const [third, fourth] = firstMonth.toString('utf8').trim().split('\n').slice(2, 4);
      server.files.set(
        MONTHLY_FILE,
        // The new deletions come first, so they are in the batches staged before the kill.
        Buffer.concat([
          Buffer.from(`${third!.replace(/"A"$/, '"D"')}\n${fourth!.replace(/"A"$/, '"D"')}\n`),
          nextMonth,
        ]),
      );
      const before = await snapshot();
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../../../test/monthly-update-child.ts')],
        {
          env: {
            ...process.env,
            CHILD_DATABASE_URL: t.databaseUrl,
            CHILD_URL: `${server.url}${MONTHLY_FILE}`,
            CHILD_DOWNLOADS: downloadsDir,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      // The child prints once it has staged a batch, then holds still until it is killed.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('staged') && resolve());
        child.on('exit', (code) => reject(new Error(`the child ended by itself (exit ${code})`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('close', resolve));
      expect(await snapshot()).toEqual(before);

      const result = await update();
      expect(result.outcome).toBe('applied');
      expect((await snapshot())?.sold).toBe(1007);
    },
    60_000,
  );
});
