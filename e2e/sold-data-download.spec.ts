import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
import { MONTHLY_FILE } from '../server/lib/import/download/official-files';
import { codePointZip } from '../server/test/code-point-fixture';
import { type DownloadServer, startDownloadServer } from '../server/test/download-server';
import { type OwnServer, startOwnServer } from './fixtures/own-server';

const shared = path.resolve('..', 'shared', 'data');
const OWN_PORT = Number(process.env.E2E_PORT ?? 3999) - 1;

/**
 * Issue 12 item 2, as a newcomer sees it: a first start with no local data folder downloads the
 * official files by itself while /sold-prices shows the progress, then shows real sold prices.
 * The "official servers" are a local stand-in: tests never reach the internet.
 */
test.describe('a first start without sold-price data', () => {
  let files: DownloadServer;
  let site: OwnServer;
  let release: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const zip = codePointZip(shared, 2000).zip;
    files = await startDownloadServer({
      'codepo_gb.zip': zip,
      [MONTHLY_FILE]: readFileSync(
        path.join(
          shared,
          'price-paid',
          'pp-1995__mohataher__spark-ml-predict-uk-house-prices__pp-sample.csv',
        ),
      ),
    });
    // The postcode file trickles until the test has seen the progress, as a slow line would.
    files.intercept = (req, res, body) => {
      if (req.url !== '/codepo_gb.zip' || !body || req.headers.range) return false;
      res.writeHead(200, { 'content-length': body.length, etag: '"codepo-1"' });
      let sent = 0;
      const trickle = setInterval(() => {
        res.write(body.subarray(sent, sent + 1024));
        sent += 1024;
      }, 200);
      void released.then(() => {
        clearInterval(trickle);
        res.end(body.subarray(sent));
      });
      return true;
    };
    site = await startOwnServer(OWN_PORT, {
      SOLD_DATA_DIR: path.join(shared, 'no-such-folder'),
      SEED_DEMO: '1',
      SOLD_AUTO_DOWNLOAD: '1',
      PRICE_PAID_BASE_URL: files.url,
      POSTCODES_URL: `${files.url}codepo_gb.zip`,
    });
  });
  test.afterAll(async () => {
    release();
    await site?.close();
    await files?.close();
  });

  test('shows the download progress, then the data and how fresh it is', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${site.url}/sold-prices`);
    const status = page.getByRole('status').filter({ hasText: 'Loading sold-price data…' });
    await expect(status).toBeVisible();
    await expect(
      status.getByText(/Downloading postcodes-codepo_gb\.zip: [\d.]+ kB of [\d.]+ kB/),
    ).toBeVisible();
    await expect(status.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    release();
    // The page polls the status while loading and notices by itself when the data is in.
    await expect(page.getByText(/Data up to \w+ 1995, updated \d{1,2} \w+ 20\d\d\./)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/[\d,]+ sales on record/)).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
