import { isValid, toNormalised, validOutcode } from 'postcode';

/*
 * What every sold-price answer shares: HM Land Registry's attribution and source, its property
 * types, tenures and categories with their labels, the location a search or history names, and
 * the query-parameter preprocessors the sold schemas use.
 */

/** Open Government Licence attribution every response carrying sold data includes. */
export const SOLD_ATTRIBUTION =
  'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.';
export const SOLD_SOURCE = 'HM Land Registry';

export const SOLD_PROPERTY_TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
export type SoldPropertyType = (typeof SOLD_PROPERTY_TYPES)[number];
/** HM Land Registry's words for its property type codes, as results carry them. */
export const SOLD_PROPERTY_TYPE_LABELS: Record<SoldPropertyType, string> = {
  D: 'Detached',
  S: 'Semi-Detached',
  T: 'Terraced',
  F: 'Flat/Maisonette',
  O: 'Other',
};
/** Tenure is HM Land Registry's "duration" column. */
export const SOLD_TENURES = ['F', 'L', 'U'] as const;
export type SoldTenure = (typeof SOLD_TENURES)[number];
export const SOLD_TENURE_LABELS: Record<SoldTenure, string> = {
  F: 'Freehold',
  L: 'Leasehold',
  U: 'Unknown',
};
/** A search's `category`: A (standard price paid), B (additional) or both. */
export const SOLD_CATEGORIES = ['A', 'B', 'all'] as const;

export type SoldLocationKind = 'postcode' | 'sector' | 'district';
export interface SoldLocation {
  kind: SoldLocationKind;
  /** Normalised: `SW19 1AA`, `SW19 1` or `SW19`. */
  value: string;
}

/**
 * A full postcode, a sector (`CT11 7`) or an outward code (`CT11`), in any case and spacing;
 * null for anything else. `E17` is the district, never sector 7 of E1.
 */
export function parseSoldLocation(input: string): SoldLocation | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (isValid(text)) {
    const value = toNormalised(text);
    return value ? { kind: 'postcode', value } : null;
  }
  if (validOutcode(text)) return { kind: 'district', value: text };
  const sector = /^([A-Z0-9]{2,4}) ?([0-9])$/.exec(text);
  if (sector?.[1] && sector[2] && validOutcode(sector[1]))
    return { kind: 'sector', value: `${sector[1]} ${sector[2]}` };
  return null;
}

/** Query parameters: a blank value counts as absent, so an empty form field means the default. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
export const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
