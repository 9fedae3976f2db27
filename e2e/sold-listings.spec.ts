import path from 'node:path';
import type { Property } from '@contracts/property';
import { expect, test } from './fixtures/test';
import { MONTHLY_FILE } from '../server/lib/import/download/official-files';
import { type DownloadServer, startDownloadServer } from '../server/test/download-server';
import { ppdFixture, writePpdFile } from '../server/test/sold-fixtures';
import { type OwnServer, startOwnServer } from './fixtures/own-server';

const OWN_PORT = Number(process.env.E2E_PORT ?? 3999) - 2;
const DAY_MS = 86_400_000;
const ukDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/**
 * Issue 21, part 4, as a visitor sees it: HM Land Registry's monthly change file brings a sale of
 * a listed home's address, dated after it was listed; the listing is marked sold, its page says
 * so and searches stop offering it. A site of the test's own (the shared server never updates its
 * sold data), with a local stand-in for HM Land Registry's bucket: tests never reach the internet.
 */
test.describe('a listing whose sale reaches HM Land Registry', () => {
  let files: DownloadServer;
  let site: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // No change file yet: the update job's checks find nothing (404) until the test publishes one.
    files = await startDownloadServer();
    site = await startOwnServer(OWN_PORT, {
      SOLD_DATA_DIR: path.resolve('.data', 'no-sold-data-here'),
      SEED_DEMO: '1',
      SOLD_AUTO_DOWNLOAD: '0',
      SOLD_UPDATE_INTERVAL: '2s',
      PRICE_PAID_BASE_URL: files.url,
    });
  });
  test.afterAll(async () => {
    await site?.close();
    await files?.close();
  });

  test("stops being offered for sale, and its page says 'Sold for £X on {date} (HM Land Registry)'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const listings = async () =>
      (await (await fetch(`${site.url}/api/properties?limit=500`)).json()) as Property[];
    // The demo listings are seeded in the background after the server starts listening.
    await expect.poll(async () => (await listings()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    // A house (number and street) listed at least two days ago: its sale is dated yesterday.
    const listing = (await listings()).find(
      (l) =>
        /^\d+ [A-Za-z' ]+$/.test(l.address) &&
        Date.parse(l.createdAt) < Date.now() - 2 * DAY_MS &&
        /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(l.zipCode),
    );
    expect(listing, 'a demo house listed two days ago or more').toBeDefined();
    const [, paon, street] = /^(\d+) (.+)$/.exec(listing!.address)!;
    const saleDate = ukDate(new Date(Date.now() - DAY_MS));
    files.files.set(
      MONTHLY_FILE,
      Buffer.from(
        writePpdFile(
          [
            ppdFixture({
              price: 412_500,
              date: saleDate,
              postcode: listing!.zipCode,
              type: 'T',
              duration: 'F',
              saon: '',
              paon,
              street: street!.toUpperCase(),
              locality: '',
              town: listing!.city.toUpperCase(),
            }),
          ],
          'official',
        ),
      ),
    );

    // The update applies the file within seconds; the sold-listings job follows the new data version.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${site.url}/api/properties/${listing!.id}`)).json()) as Property).soldPrice,
        { timeout: 60_000 },
      )
      .toBe(412_500);
    expect((await listings()).map((l) => l.id)).not.toContain(listing!.id);

    await page.goto(`${site.url}/property/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Sold for £412,500 on ${longDate(saleDate)} (HM Land Registry)` }),
    ).toBeVisible();
    // Its badge says so too, instead of its status's ('New Listing', 'Price Reduced').
    await expect(page.locator('header').getByText('Sold', { exact: true })).toBeVisible();
    // A visitor cannot undo it: only the owner or an administrator is offered that.
    await expect(page.getByRole('button', { name: "This is not my home's sale" })).toHaveCount(0);
  });
});
