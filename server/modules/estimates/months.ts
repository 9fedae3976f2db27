/** Months counted from year 0, so a month is one integer and month arithmetic is subtraction. */
export const monthOf = (isoDate: string): number =>
  Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

/** `YYYY-MM-01` of a month number. */
export const monthStart = (month: number): string =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;

const DAY_MS = 86_400_000;

/** Years from one `YYYY-MM-DD` date to a later one (365.25-day years). */
export const yearsBetween = (from: string, to: string): number =>
  (Date.parse(to) - Date.parse(from)) / DAY_MS / 365.25;

/** The `YYYY-MM-DD` date a number of whole years before another (29 February becomes 1 March). */
export function yearsBefore(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}
