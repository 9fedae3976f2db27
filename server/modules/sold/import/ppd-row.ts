import {
  SOLD_PROPERTY_TYPE_LABELS,
  SOLD_PROPERTY_TYPES,
  SOLD_TENURE_LABELS,
  SOLD_TENURES,
  type SoldPropertyType,
  type SoldTenure,
} from '@contracts/sold/common';
import { normalisePostcode } from '../../../lib/postcode';
import { addressKey, formatFullAddress } from '../address';
import type { PpdLayout } from './ppd-layout';

export type RecordStatus = 'A' | 'C' | 'D';

/** One Price Paid transaction, normalised, with the fields the site derives from it. */
export interface PpdRow {
  transactionId: string;
  price: number;
  saleDate: string;
  postcode: string | null;
  propertyType: SoldPropertyType;
  oldOrNew: 'Y' | 'N';
  duration: SoldTenure;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  category: 'A' | 'B';
  recordStatus: RecordStatus;
  propertyTypeFormatted: string;
  newBuild: boolean;
  tenure: string;
  fullAddress: string;
  addressKey: string;
}

export type PpdParse = { ok: true; row: PpdRow } | { ok: false; reason: string };

const UUID = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/;
const INT_MAX = 2_147_483_647;

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** `YYYY-MM-DD[ 00:00]` or `DD/MM/YYYY[ 00:00]` to `YYYY-MM-DD`, or null when no real date. */
export function normaliseDate(raw: string): string | null {
  const text = raw.trim();
  const iso = ISO_DATE.exec(text);
  const uk = iso ? null : UK_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : undefined;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const OLD_NEW = ['Y', 'N'] as const;
const CATEGORIES = ['A', 'B'] as const;
const STATUSES = ['A', 'C', 'D'] as const;

function code<T extends string>(raw: string | undefined, allowed: readonly T[]): T | undefined {
  const value = (raw ?? '').trim().toUpperCase();
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const MESSY_SPACE = /\s\s|[\t\r\n\f\v]/;

const text = (raw: string | undefined) => {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  return MESSY_SPACE.test(value) ? value.replace(/\s+/g, ' ') : value;
};

const fail = (reason: string): PpdParse => ({ ok: false, reason });

const at = (fields: readonly string[], index: number | undefined) =>
  index === undefined ? undefined : fields[index];

/** Maps one record of a detected layout to a row, or says in words why it cannot. */
export function parsePpdRecord(fields: readonly string[], layout: PpdLayout): PpdParse {
  if (fields.length !== layout.width) return fail(`expected ${layout.width} fields, found ${fields.length}`);
  const c = layout.columns;
  const get = (column: keyof PpdLayout['columns']) => at(fields, c[column]);
  const id = UUID.exec((get('id') ?? '').trim());
  if (!id?.[1]) return fail(`invalid transaction id "${get('id')}"`);
  const priceText = (get('price') ?? '').trim();
  const price = /^\d{1,10}$/.test(priceText) ? Number(priceText) : NaN;
  if (!(price > 0 && price <= INT_MAX)) return fail(`invalid price "${priceText}"`);
  const saleDate = normaliseDate(get('date') ?? '');
  if (!saleDate) return fail(`invalid date "${get('date')}"`);
  const propertyType = code(get('propertyType'), SOLD_PROPERTY_TYPES);
  if (!propertyType) return fail(`invalid property type "${get('propertyType')}"`);
  const oldOrNew = code(get('oldNew'), OLD_NEW);
  if (!oldOrNew) return fail(`invalid old/new flag "${get('oldNew')}"`);
  const duration = code(get('duration'), SOLD_TENURES);
  if (!duration) return fail(`invalid duration "${get('duration')}"`);
  const categoryText = get('category')?.trim();
  const category = categoryText ? code(categoryText, CATEGORIES) : 'A';
  if (!category) return fail(`invalid PPD category "${categoryText}"`);
  const statusText = get('status')?.trim();
  const recordStatus = statusText ? code(statusText, STATUSES) : 'A';
  if (!recordStatus) return fail(`invalid record status "${statusText}"`);

  const address = {
    paon: text(get('paon')),
    saon: text(get('saon')),
    street: text(get('street')),
    locality: text(get('locality')),
    town: text(get('town')),
  };
  return {
    ok: true,
    row: {
      transactionId: id[1].toLowerCase(),
      price,
      saleDate,
      postcode: normalisePostcode(get('postcode') ?? ''),
      propertyType,
      oldOrNew,
      duration,
      ...address,
      district: text(get('district')),
      county: text(get('county')),
      category,
      recordStatus,
      propertyTypeFormatted: SOLD_PROPERTY_TYPE_LABELS[propertyType],
      newBuild: oldOrNew === 'Y',
      tenure: SOLD_TENURE_LABELS[duration],
      fullAddress: formatFullAddress(address),
      addressKey: addressKey(address),
    },
  };
}
