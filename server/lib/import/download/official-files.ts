/** The official files `npm run data:download` fetches, and where they are kept. */

export interface OfficialFile {
  kind: 'price-paid' | 'postcodes';
  url: string;
  /** Name inside DATA_DIR/downloads. */
  fileName: string;
}

export interface PricePaidChoice {
  /** pp-complete.csv: every transaction since 1995 (about 5 GB). */
  complete: boolean;
  /** pp-YYYY.csv for each year. */
  years: number[];
  /** pp-monthly-update-new-version.csv: the latest month's additions, changes and deletions. */
  monthly: boolean;
}

export const MONTHLY_FILE = 'pp-monthly-update-new-version.csv';
export const COMPLETE_FILE = 'pp-complete.csv';
export const FIRST_YEAR = 1995;

const fileUrl = (base: string, name: string) => new URL(name, base.endsWith('/') ? base : `${base}/`).href;

/** Where the monthly change file is in a Price Paid folder (PRICE_PAID_BASE_URL). */
export const monthlyFileUrl = (baseUrl: string) => fileUrl(baseUrl, MONTHLY_FILE);

/**
 * In the order they are imported, so later files win: the complete file, the years oldest first,
 * then the monthly changes (which may correct or delete rows of the others).
 */
export function pricePaidFiles(baseUrl: string, choice: PricePaidChoice): OfficialFile[] {
  const names = [
    ...(choice.complete ? [COMPLETE_FILE] : []),
    ...[...new Set(choice.years)].sort((a, b) => a - b).map((y) => `pp-${y}.csv`),
    ...(choice.monthly ? [MONTHLY_FILE] : []),
  ];
  return names.map((fileName) => ({ kind: 'price-paid', url: fileUrl(baseUrl, fileName), fileName }));
}

/**
 * The OS link (`.../downloads?area=GB&format=CSV&redirect`) names no file: keep it as
 * `codepo_gb.zip`, as OS calls it. A URL ending in a file name (an ONSPD zip or CSV) keeps its name.
 */
export function postcodesFile(url: string): OfficialFile {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const fileName = /^[\w.-]+\.(zip|csv)$/i.test(last) ? `postcodes-${last}` : 'postcodes-codepo_gb.zip';
  return { kind: 'postcodes', url, fileName };
}

/** `2023-2025`, `2019,2021-2022` or `2024` -> the years, each from 1995 to this year. */
export function parseYears(
  text: string,
  thisYear = new Date().getUTCFullYear(),
): number[] | { error: string } {
  const years: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^(\d{4})(?:-(\d{4}))?$/.exec(part);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || from > to || from < FIRST_YEAR || to > thisYear)
      return {
        error: `--years: "${part}" is not a year or range of years from ${FIRST_YEAR} to ${thisYear}`,
      };
    for (let y = from; y <= to; y++) years.push(y);
  }
  return [...new Set(years)].sort((a, b) => a - b);
}
