/** Dates with the month's name, in UK time, as en-GB's `Intl` writes them (format.test.ts). */
import { toDate } from './format';
import { ukCalendarDay } from '@contracts/uk-calendar';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** en-GB's short month names ('Sept', not 'Sep'). */
const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => (name === 'September' ? 'Sept' : name.slice(0, 3)));

/** '14 March 2024' in UK time; '' for a missing or invalid date. */
export function formatLongDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = ukCalendarDay(date);
  return `${day} ${MONTH_NAMES[month]} ${year}`;
}

/** 'March 2024' in UK time; '' for a missing or invalid date. */
export function formatMonthYear(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month } = ukCalendarDay(date);
  return `${MONTH_NAMES[month]} ${year}`;
}

/** 'Mar 2024' in UK time; '' for a missing or invalid date. */
export function formatShortMonthYear(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month } = ukCalendarDay(date);
  return `${SHORT_MONTH_NAMES[month]} ${year}`;
}
