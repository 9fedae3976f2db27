/** Display formatting for a UK-only product (SPEC 9): GBP without pence, en-GB dates, UK time. */

const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const plainNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const shortDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Numeric strings arrive from the API for numeric columns ('1.0', '250000'); blanks are not zero. */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** '£250,000'; '' when there is no number to show. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : money.format(n);
}

/** Map-marker label: '£250,000' -> '£250k' (SPEC 9 shortens a trailing ',000'). */
export function formatMoneyShort(value: number | string | null | undefined): string {
  return formatMoney(value).replace(/,000$/, 'k');
}

/** '1,250' (thousands separators, up to two decimals); '' when not a number. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : plainNumber.format(n);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14/03/2024' in UK time; '' for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : '';
}

/** '14 March 2024' in UK time; '' for a missing or invalid date. */
export function formatLongDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? longDate.format(date) : '';
}

const monthYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  month: 'long',
  year: 'numeric',
});

/** 'March 2024' in UK time; '' for a missing or invalid date. */
export function formatMonthYear(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? monthYear.format(date) : '';
}

/** The word for a count: plural(1, 'bed') -> 'bed', plural(2, 'bed') -> 'beds'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A count with its word: countLabel(3, 'bedroom') -> '3 bedrooms', countLabel(1200, 'view') -> '1,200 views'. */
export function countLabel(count: number, singular: string, pluralForm?: string): string {
  return `${formatNumber(count)} ${plural(count, singular, pluralForm)}`;
}

/** Admin activity times (SPEC 2): 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, else the date. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return formatDate(date);
}
