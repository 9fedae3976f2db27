/**
 * The UK's calendar day of a moment, worked out by hand: the dates the pages show are written
 * without `Intl`, which a page must not wait for (see grouped-number.ts). Also today's date for
 * the viewing form and the sold-listings check (`ukToday`).
 */

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when the UK's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The calendar day in the UK (GMT, or BST from the last Sunday of March to the last Sunday of
 * October, the rule since 1996). Earlier years had other change days, which move only the hour
 * before midnight UTC; their dates in this product are days (Land Registry sale dates, at
 * midnight), which no hour's offset moves.
 */
export function ukCalendarDay(date: Date): { year: number; month: number; day: number } {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  const uk = new Date(time + (summer ? HOUR_MS : 0));
  return { year: uk.getUTCFullYear(), month: uk.getUTCMonth(), day: uk.getUTCDate() };
}
