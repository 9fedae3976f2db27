import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_FILE } from '../../../lib/import/download/official-files';
import { type DownloadServer, startDownloadServer } from '../../../test/download-server';
import { hasSharedData, readShared, SAMPLE_1995 } from '../../../test/shared-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/** The server's own schedule: once it listens, it checks the monthly file every SOLD_UPDATE_INTERVAL. */
describe.skipIf(!hasSharedData)('the monthly update job', () => {
  let server: DownloadServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startDownloadServer({ [MONTHLY_FILE]: readShared(SAMPLE_1995) });
    t = await buildTestApp({ SOLD_UPDATE_INTERVAL: '1s', PRICE_PAID_BASE_URL: server.url });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const status = async () => (await t.app.inject({ method: 'GET', url: '/api/sold-prices/status' })).json();

  it('applies the file on its first check and only asks again after that', async () => {
    expect(server.requests).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(async () => (await status()).lastUpdate?.added, { timeout: 15_000 }).toBe(1000);
    // The next checks find it unchanged (a conditional request, answered 304).
    await expect.poll(() => server.requests.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(server.requests.at(-1)?.headers['if-none-match']).toBeDefined();
    expect((await status()).lastUpdate.added).toBe(1000);
  });
});

describe('the monthly update job in tests', () => {
  it('is off unless a test turns it on, so tests never reach the internet', async () => {
    const t = await buildTestApp();
    try {
      expect(t.config.downloads).toMatchObject({ updateIntervalMs: 0, autoDownload: false });
    } finally {
      await t.close();
    }
  });
});
