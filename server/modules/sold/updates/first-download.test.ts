import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_FILE } from '../../../lib/import/download/official-files';
import { codePointZip } from '../../../test/code-point-fixture';
import {
  closedPort,
  type DownloadServer,
  OS_DOWNLOAD_PATH,
  osDownloadLink,
  redirectOsLink,
  startDownloadServer,
} from '../../../test/download-server';
import { hasSharedData, readShared, SAMPLE_1995, SHARED_DATA_DIR } from '../../../test/shared-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoData } from '../demo-seed';
import { REACH_TIMEOUT_MS } from './first-download';

/**
 * Issue 12 item 2: a first start with no local data folder downloads the postcodes and the latest
 * monthly file in the background, from local stand-ins for the official servers.
 */
describe.skipIf(!hasSharedData)('first start without a data folder', () => {
  let server: DownloadServer;
  let t: TestApp | undefined;
  beforeAll(async () => {
    server = await startDownloadServer({
      'codepo_gb.zip': codePointZip(SHARED_DATA_DIR, 2000).zip,
      [MONTHLY_FILE]: readShared(SAMPLE_1995),
    });
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    server.intercept = undefined;
    server.requests.length = 0;
    await t?.close();
    t = undefined;
  });

  const start = async (env: Record<string, string> = {}) => {
    t = await buildTestApp({
      SOLD_DATA_DIR: path.join(SHARED_DATA_DIR, 'no-such-folder'),
      SOLD_AUTO_DOWNLOAD: '1',
      PRICE_PAID_BASE_URL: server.url,
      POSTCODES_URL: osDownloadLink(server),
      ...env,
    });
    return t;
  };
  const status = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: '/api/sold-prices/status' })).json();

  it('downloads and loads the postcodes and the monthly file, showing progress meanwhile', async () => {
    const app = await start();
    redirectOsLink(server);
    const seen: unknown[] = [];
    const polling = setInterval(() => void status(app).then((s) => s.loading && seen.push(s)), 5);
    try {
      await seedDemoData(app.app);
    } finally {
      clearInterval(polling);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ loaded: false, loading: true });
    expect(seen.some((s) => (s as { progress: unknown }).progress !== null)).toBe(true);

    const after = await status(app);
    expect(after).toMatchObject({
      loaded: true,
      loading: false,
      progress: null,
      postcodes: 2000,
      lastUpdate: { fileName: MONTHLY_FILE, added: 1000, changed: 0, deleted: 0 },
    });
    expect(after.transactions).toBeGreaterThan(0);
    expect(server.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([MONTHLY_FILE, OS_DOWNLOAD_PATH, 'codepo_gb.zip']),
    );
  });

  it('offline, gives up at once, changes nothing and the status says how to load data', async () => {
    const port = await closedPort();
    const app = await start({
      PRICE_PAID_BASE_URL: `http://127.0.0.1:${port}/`,
      POSTCODES_URL: `http://127.0.0.1:${port}/codepo_gb.zip`,
    });
    const started = Date.now();
    await seedDemoData(app.app);
    expect(Date.now() - started).toBeLessThan(REACH_TIMEOUT_MS);
    expect(await status(app)).toMatchObject({
      loaded: false,
      loading: false,
      transactions: 0,
      postcodes: 0,
      howToLoad: expect.arrayContaining([expect.stringContaining('npm run data:download')]),
    });
  });

  it(
    'a server that never answers is given up on after the reach timeout',
    async () => {
      const app = await start();
      server.intercept = () => true;
      const started = Date.now();
      await seedDemoData(app.app);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(REACH_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(REACH_TIMEOUT_MS + 5_000);
      expect(await status(app)).toMatchObject({ loaded: false, loading: false, postcodes: 0 });
    },
    REACH_TIMEOUT_MS + 20_000,
  );

  it('SOLD_AUTO_DOWNLOAD=0 never asks the servers', async () => {
    const app = await start({ SOLD_AUTO_DOWNLOAD: '0' });
    await seedDemoData(app.app);
    expect(server.requests).toEqual([]);
    expect((await status(app)).loaded).toBe(false);
  });
});
