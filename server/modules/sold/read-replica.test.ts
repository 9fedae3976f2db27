import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { type Database, openDatabase } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database';
import { loadSearchFixture } from '../../test/sold-search-fixture';

/*
 * DATABASE_READ_URL (docs/deployment.md): the sold-price reads go to the replica's pool. The
 * "replica" here is a second scratch database holding sales the primary lacks, so an answer
 * shows which pool gave it. PostgreSQL only: PGlite has no replicas.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('sold-price reads on a read replica', () => {
  const scratch: ScratchDatabase[] = [];
  let dataDir = '';
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Made here, not in the describe body: that runs even when the block is skipped.
    dataDir = mkdtempSync(path.join(tmpdir(), 'hh-replica-'));
    const [primary, replica] = [
      await createScratchDatabase(adminUrl!, 'hh_primary'),
      await createScratchDatabase(adminUrl!, 'hh_replica'),
    ];
    scratch.push(primary, replica);
    const replicaDatabase = await openDatabase({ url: replica.url });
    await loadSearchFixture(replicaDatabase, new Date());
    await replicaDatabase.close();
    database = await openDatabase({ url: primary.url, readUrl: replica.url });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
    });
    expect(config.databaseReadUrl).toBe(replica.url);
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const s of scratch) await s.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the sold search, property history and area figures from the replica', async () => {
    const search = await app.inject({ url: '/api/sold-prices?location=SW19%201AA&radius=1' });
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as unknown[]).length).toBeGreaterThan(0);

    const history = await app.inject({
      url: `/api/property-history?${new URLSearchParams({ address: 'Flat 1, 12 Acacia Avenue', postcode: 'SW19 1AA' })}`,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('450000');
  });

  it('keeps every other read and write on the primary', async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sold_properties`,
    );
    expect(row?.n).toBe(0);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses DATABASE_READ_URL without DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(/DATABASE_READ_URL/);
  });
});
