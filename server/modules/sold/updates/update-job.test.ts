import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_FILE } from '../../../lib/import/download/official-files';
import { type DownloadServer, startDownloadServer } from '../../../test/download-server';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const sample = path.resolve(
  process.cwd(),
  '..',
  'shared',
  'data',
  'price-paid',
  'pp-1995__mohataher__spark-ml-predict-uk-house-prices__pp-sample.csv',
);
let file: Buffer | undefined;
try {
  file = readFileSync(sample);
} catch {
  file = undefined;
}

/** The server's own schedule: once it listens, it checks the monthly file every SOLD_UPDATE_INTERVAL. */
describe.skipIf(!file)('the monthly update job', () => {
  let server: DownloadServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startDownloadServer({ [MONTHLY_FILE]: file! });
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
