const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** `£250,000`. */
export const formatPrice = (pounds: number) => gbp.format(pounds);

const METRES_PER_MILE = 1609.344;

/** Metres to miles, 2 decimals. */
export const toMiles = (metres: number) => Math.round((metres / METRES_PER_MILE) * 100) / 100;
export const toMetres = (miles: number) => miles * METRES_PER_MILE;

const MONTHS_BACK = { '3months': 3, '6months': 6, '1year': 12, '2years': 24, '5years': 60 } as const;

/**
 * First sale date inside a time range counted back from `today` (UTC), YYYY-MM-DD; a day past the
 * end of a shorter month becomes that month's last day (31 May minus 3 months is 28/29 February).
 */
export function timeRangeStart(range: keyof typeof MONTHS_BACK | 'all', today: Date): string | undefined {
  if (range === 'all') return undefined;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() - MONTHS_BACK[range];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
