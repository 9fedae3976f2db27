/**
 * Display formatting for a UK-only product (SPEC 9): GBP without pence, en-GB dates, UK time,
 * written without `Intl` (see contracts/grouped-number.ts). Dates with the month's name are in
 * long-dates.ts, which the first load does not need.
 */
import { groupedNumber } from '@contracts/grouped-number';
import { ukCalendarDay } from '@contracts/uk-calendar';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Numeric strings arrive from the API for numeric columns ('1.0', '250000'); blanks are not zero. */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** '£250,000'; '' when there is no number to show. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : `${n < 0 || Object.is(n, -0) ? '-' : ''}£${groupedNumber(Math.abs(n))}`;
}

/** Map-marker label: '£250,000' -> '£250k' (SPEC 9 shortens a trailing ',000'). */
export function formatMoneyShort(value: number | string | null | undefined): string {
  return formatMoney(value).replace(/,000$/, 'k');
}

/** '1,250' (thousands separators, up to two decimals or as many as asked); '' when not a number. */
export function formatNumber(value: number | string | null | undefined, maxFractionDigits = 2): string {
  const n = toNumber(value);
  return n === null ? '' : groupedNumber(n, maxFractionDigits);
}

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14/03/2024' in UK time; '' for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = ukCalendarDay(date);
  return `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`;
}

/** The word for a count: plural(1, 'bed') -> 'bed', plural(2, 'bed') -> 'beds'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A count with its word: countLabel(3, 'bedroom') -> '3 bedrooms', countLabel(1200, 'view') -> '1,200 views'. */
export function countLabel(count: number, singular: string, pluralForm?: string): string {
  return `${formatNumber(count)} ${plural(count, singular, pluralForm)}`;
}
