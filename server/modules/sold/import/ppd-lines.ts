import { csvValue } from '../../../lib/import/csv-writer';
import type { PpdRow } from './ppd-row';

/**
 * Rows travel from the parser (often a worker thread) to the database as text: one line per row,
 * `status,` then the row's CSV in SALE_COLUMNS order. Strings cross threads as cheaply as anything,
 * leave no objects behind for the collector, and go into COPY as they are.
 */

/** The columns of sold_properties an import writes, in the order saleCsv writes them. */
export const SALE_COLUMNS = [
  'transaction_id',
  'price',
  'sale_date',
  'postcode',
  'property_type',
  'old_or_new',
  'duration',
  'address_line1',
  'address_line2',
  'street_name',
  'locality',
  'city',
  'district',
  'county',
  'category',
  'property_type_formatted',
  'new_build',
  'tenure',
  'full_address',
  'address_key',
] as const;

/** Staging adds the row's place in the file (the last version of a transaction wins) before a line. */
export const STAGING_COLUMNS = ['seq', 'record_status', ...SALE_COLUMNS] as const;

const v = csvValue;

/** A row as its line: `A,` (or C, D) and its SALE_COLUMNS CSV (written out by hand: it runs for every row). */
export const rowLine = (r: PpdRow) =>
  `${r.recordStatus},${r.transactionId},${r.price},${r.saleDate},${v(r.postcode)},${r.propertyType},${r.oldOrNew},` +
  `${r.duration},${v(r.paon)},${v(r.saon)},${v(r.street)},${v(r.locality)},${v(r.town)},${v(r.district)},` +
  `${v(r.county)},${r.category},${v(r.propertyTypeFormatted)},${r.newBuild},${v(r.tenure)},${v(r.fullAddress)},` +
  `${v(r.addressKey)}\n`;

/** A new sale (A), as opposed to a correction (C) or deletion (D). */
export const isAddition = (line: string) => line.charCodeAt(0) === 65;

/** The SALE_COLUMNS CSV of lines, for COPY into sold_properties. */
export const salesCsv = (lines: readonly string[]) => lines.map((line) => line.slice(2)).join('');

/** The STAGING_COLUMNS CSV of lines, numbered from `firstSeq`. */
export const stagingCsv = (lines: readonly string[], firstSeq: number) =>
  lines.map((line, i) => `${firstSeq + i},${line}`).join('');
