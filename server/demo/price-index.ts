/**
 * Rounded annual average prices of the UK House Price Index (thousands of pounds), enough to bring
 * a sale from any year since 1995 to today's money. A demo needs plausible asking prices, not a
 * valuation.
 */
const AVERAGE_BY_YEAR: Record<number, number> = {
  1995: 51,
  1996: 53,
  1997: 57,
  1998: 61,
  1999: 67,
  2000: 75,
  2001: 83,
  2002: 98,
  2003: 116,
  2004: 133,
  2005: 144,
  2006: 156,
  2007: 172,
  2008: 170,
  2009: 154,
  2010: 167,
  2011: 164,
  2012: 165,
  2013: 169,
  2014: 181,
  2015: 192,
  2016: 206,
  2017: 219,
  2018: 226,
  2019: 230,
  2020: 238,
  2021: 259,
  2022: 281,
  2023: 286,
  2024: 285,
  2025: 293,
  2026: 297,
};
const YEARS = Object.keys(AVERAGE_BY_YEAR).map(Number);
const FIRST = Math.min(...YEARS);
const LAST = Math.max(...YEARS);

const averageIn = (year: number) => AVERAGE_BY_YEAR[Math.min(LAST, Math.max(FIRST, year))]!;

/** Factor that turns a price paid in `saleYear` into a price in `targetYear`. */
export function upliftFactor(saleYear: number, targetYear: number): number {
  return averageIn(targetYear) / averageIn(saleYear);
}

/** Every year the index knows, with its factor to `targetYear` (for one SQL CASE). */
export function upliftTable(targetYear: number): { year: number; factor: number }[] {
  return YEARS.map((year) => ({ year, factor: upliftFactor(year, targetYear) }));
}

/** Asking prices end in round numbers, more coarsely the dearer the home. */
export function roundAskingPrice(price: number): number {
  const step = price < 100_000 ? 2_500 : price < 500_000 ? 5_000 : price < 1_000_000 ? 10_000 : 25_000;
  return Math.max(step * 10, Math.round(price / step) * step);
}
