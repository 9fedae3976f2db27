import { describe, expect, it } from 'vitest';
import { parseDownloadArgs } from './download-args';
import { formatBytes } from '@contracts/common';
import { describeDownload } from './download-progress';
import { parseYears, postcodesFile, pricePaidFiles } from './official-files';

const BASE = 'http://prod.publicdata.landregistry.gov.uk.s3-website-eu-west-1.amazonaws.com/';

describe('official files', () => {
  it('lists Price Paid files in import order: complete, years oldest first, then the monthly changes', () => {
    const files = pricePaidFiles(BASE, { complete: true, years: [2025, 2023, 2024, 2023], monthly: true });
    expect(files.map((f) => f.url)).toEqual([
      `${BASE}pp-complete.csv`,
      `${BASE}pp-2023.csv`,
      `${BASE}pp-2024.csv`,
      `${BASE}pp-2025.csv`,
      `${BASE}pp-monthly-update-new-version.csv`,
    ]);
    // A base URL without its trailing slash still means the folder.
    expect(
      pricePaidFiles('http://127.0.0.1:9/data', { complete: false, years: [], monthly: true })[0]?.url,
    ).toBe('http://127.0.0.1:9/data/pp-monthly-update-new-version.csv');
  });

  it('names the postcode download after the URL, or as OS calls Code-Point Open', () => {
    expect(
      postcodesFile(
        'https://api.os.uk/downloads/v1/products/CodePointOpen/downloads?area=GB&format=CSV&redirect',
      ).fileName,
    ).toBe('postcodes-codepo_gb.zip');
    expect(postcodesFile('http://127.0.0.1:9/ONSPD_FEB_2025_UK.zip').fileName).toBe(
      'postcodes-ONSPD_FEB_2025_UK.zip',
    );
  });

  it('reads year lists and ranges within 1995 and this year', () => {
    expect(parseYears('2023-2025', 2026)).toEqual([2023, 2024, 2025]);
    expect(parseYears('2019, 2021-2022,2019', 2026)).toEqual([2019, 2021, 2022]);
    expect(parseYears('1994', 2026)).toEqual({ error: expect.stringContaining('"1994"') });
    expect(parseYears('2025-2023', 2026)).toHaveProperty('error');
    expect(parseYears('2027', 2026)).toHaveProperty('error');
  });
});

describe('parseDownloadArgs', () => {
  it('defaults to the monthly file and postcodes, imported, 10 s timeout, 5 retries', () => {
    expect(parseDownloadArgs([])).toEqual({
      pricePaid: { complete: false, years: [], monthly: true },
      postcodes: true,
      import: true,
      timeoutMs: 10_000,
      retries: 5,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parseDownloadArgs(
        ['--years', '2023-2025', '--skip-postcodes', '--no-import', '--timeout', '2.5', '--retries=0'],
        2026,
      ),
    ).toMatchObject({
      pricePaid: { complete: false, years: [2023, 2024, 2025], monthly: false },
      postcodes: false,
      import: false,
      timeoutMs: 2500,
      retries: 0,
    });
    expect(parseDownloadArgs(['--postcodes-only'])).toMatchObject({ pricePaid: undefined, postcodes: true });
    expect(parseDownloadArgs(['--complete', '--monthly'])).toHaveProperty('pricePaid', {
      complete: true,
      years: [],
      monthly: true,
    });
  });

  it('refuses contradictions and unknown options', () => {
    expect(parseDownloadArgs(['--postcodes-only', '--skip-postcodes'])).toHaveProperty('error');
    expect(parseDownloadArgs(['--postcodes-only', '--monthly'])).toHaveProperty('error');
    expect(parseDownloadArgs(['--timeout', '0'])).toHaveProperty('error');
    expect(parseDownloadArgs(['--retries', '1.5'])).toHaveProperty('error');
    expect(parseDownloadArgs(['--year', '2024'])).toEqual({ error: expect.stringContaining("'--year'") });
  });
});

describe('download progress', () => {
  it('shows size, speed and time left', () => {
    expect(formatBytes(4_321_000_000)).toBe('4.32 GB');
    expect(
      describeDownload(
        { file: 'pp-complete.csv', bytes: 2_000_000_000, total: 4_000_000_000, received: 1_000_000_000 },
        100,
        false,
      ),
    ).toBe('50.0%  2.00 GB of 4.00 GB  10.0 MB/s  3m20s left  pp-complete.csv');
    expect(describeDownload({ file: 'x.zip', bytes: 1500, received: 1500 }, 1, true)).toBe(
      '1.50 kB  1.50 kB/s  x.zip',
    );
  });
});
