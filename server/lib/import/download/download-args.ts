import { parseArgs } from 'node:util';
import { DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from './download-file';
import { parseYears, type PricePaidChoice } from './official-files';

export interface DownloadArgs {
  /** Undefined with --postcodes-only. */
  pricePaid?: PricePaidChoice;
  postcodes: boolean;
  import: boolean;
  timeoutMs: number;
  retries: number;
  help: boolean;
}

export const DOWNLOAD_USAGE = `Usage: npm run data:download -- [--monthly] [--years 2023-2025] [--complete]
                             [--skip-postcodes | --postcodes-only] [--no-import]
                             [--timeout 10] [--retries 5]

Downloads HM Land Registry Price Paid Data and postcode centroids (OS Code-Point Open, or the ONS
Postcode Directory) into DATA_DIR/downloads, then imports them like import:postcodes and
import:price-paid. An interrupted download resumes where it stopped; a file unchanged since the last
run is not downloaded again; nothing is imported unless every download succeeded.

  --monthly          the latest monthly update (additions, changes, deletions); the default when
                     neither --years nor --complete is given
  --years LIST       yearly files, e.g. 2024, 2023-2025 or 2015,2019-2020
  --complete         the complete history since 1995 (pp-complete.csv, about 5 GB)
  --skip-postcodes   no postcode file
  --postcodes-only   only the postcode file
  --no-import        download only
  --timeout S        seconds without an answer or data before a try counts as failed (default ${DEFAULT_TIMEOUT_MS / 1000})
  --retries N        tries again after a network failure, waiting 1 s, 2 s, 4 s... (default ${DEFAULT_RETRIES})

Sources (environment): PRICE_PAID_BASE_URL (the HM Land Registry bucket), POSTCODES_URL (the
OS Code-Point Open download; an ONSPD .zip or .csv URL also works). Imports into DATABASE_URL
when set, otherwise the embedded database in DATA_DIR.`;

export function parseDownloadArgs(
  argv: readonly string[],
  thisYear?: number,
): DownloadArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        monthly: { type: 'boolean', default: false },
        complete: { type: 'boolean', default: false },
        years: { type: 'string' },
        'skip-postcodes': { type: 'boolean', default: false },
        'postcodes-only': { type: 'boolean', default: false },
        'no-import': { type: 'boolean', default: false },
        timeout: { type: 'string' },
        retries: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { error: (err as Error).message };
  }
  const years = values.years === undefined ? [] : parseYears(values.years, thisYear);
  if ('error' in years) return years;
  const postcodesOnly = values['postcodes-only'];
  if (postcodesOnly && values['skip-postcodes'])
    return { error: '--postcodes-only and --skip-postcodes cannot be used together' };
  if (postcodesOnly && (values.monthly || values.complete || years.length > 0))
    return { error: '--postcodes-only downloads no Price Paid file: drop --monthly, --years and --complete' };
  const timeout = Number(values.timeout ?? DEFAULT_TIMEOUT_MS / 1000);
  if (!(timeout > 0 && timeout <= 600))
    return { error: '--timeout must be a number of seconds from 0 to 600' };
  const retries = Number(values.retries ?? DEFAULT_RETRIES);
  if (!Number.isInteger(retries) || retries < 0 || retries > 20)
    return { error: '--retries must be a whole number from 0 to 20' };
  const chosen = values.monthly || values.complete || years.length > 0;
  return {
    pricePaid: postcodesOnly
      ? undefined
      : { complete: values.complete, years, monthly: values.monthly || !chosen },
    postcodes: !values['skip-postcodes'],
    import: !values['no-import'],
    timeoutMs: Math.round(timeout * 1000),
    retries,
    help: values.help,
  };
}
