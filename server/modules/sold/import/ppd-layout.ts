/**
 * The column layouts Price Paid Data is published and passed around in, detected per file from
 * its first record: the official file (16 columns, or 15 before October 2015 when the PPD category
 * did not exist yet), the PPD report download (SAON before PAON, a linked-data URI instead of the
 * record status) and copies of either with a header row, in any column order the header names.
 */

export type PpdColumn =
  | 'id'
  | 'price'
  | 'date'
  | 'postcode'
  | 'propertyType'
  | 'oldNew'
  | 'duration'
  | 'paon'
  | 'saon'
  | 'street'
  | 'locality'
  | 'town'
  | 'district'
  | 'county'
  | 'category'
  | 'status';

export interface PpdLayout {
  name: string;
  /** Number of fields every data row must have. */
  width: number;
  columns: Partial<Record<PpdColumn, number>> & Record<RequiredColumn, number>;
}

type RequiredColumn = Exclude<PpdColumn, 'category' | 'status'>;

const REQUIRED: readonly RequiredColumn[] = [
  'id',
  'price',
  'date',
  'postcode',
  'propertyType',
  'oldNew',
  'duration',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
];

const OFFICIAL_ORDER: readonly PpdColumn[] = [...REQUIRED, 'category', 'status'];

function byPosition(name: string, order: readonly (PpdColumn | null)[]): PpdLayout {
  const columns: Partial<Record<PpdColumn, number>> = {};
  order.forEach((column, index) => {
    if (column) columns[column] = index;
  });
  return { name, width: order.length, columns: columns as PpdLayout['columns'] };
}

export const OFFICIAL_LAYOUT = byPosition('official', OFFICIAL_ORDER);
/** Before October 2015: no PPD category column; the 15th column is the record status. */
export const OFFICIAL_15_LAYOUT = byPosition('official-15', [...REQUIRED, 'status']);
export const REPORT_LAYOUT = byPosition('report', [
  ...(['id', 'price', 'date', 'postcode', 'propertyType', 'oldNew', 'duration', 'saon', 'paon'] as const),
  ...(['street', 'locality', 'town', 'district', 'county', 'category'] as const),
  null,
]);

/** Header names seen in the wild, compared lower-case with everything but letters and digits removed. */
const HEADER_NAMES: Record<string, PpdColumn> = {
  uniqueid: 'id',
  transactionid: 'id',
  transactionuniqueidentifier: 'id',
  uuid: 'id',
  id: 'id',
  price: 'price',
  pricepaid: 'price',
  date: 'date',
  deeddate: 'date',
  dateoftransfer: 'date',
  datetime: 'date',
  transferdate: 'date',
  postcode: 'postcode',
  propertytype: 'propertyType',
  propertytypeflag: 'propertyType',
  oldnew: 'oldNew',
  oldnewflag: 'oldNew',
  newbuild: 'oldNew',
  duration: 'duration',
  durationflag: 'duration',
  estatetype: 'duration',
  tenure: 'duration',
  paon: 'paon',
  addr1: 'paon',
  saon: 'saon',
  addr2: 'saon',
  street: 'street',
  locality: 'locality',
  town: 'town',
  towncity: 'town',
  city: 'town',
  district: 'district',
  county: 'county',
  ppdcategorytype: 'category',
  ppdcategory: 'category',
  transactioncategory: 'category',
  category: 'category',
  recordstatus: 'status',
  status: 'status',
};

const headerKey = (field: string) => field.toLowerCase().replace(/[^a-z0-9]/g, '');
const GUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

export type LayoutDetection =
  | { kind: 'headerless'; layout: PpdLayout }
  | {
      kind: 'header';
      layout: PpdLayout;
      /** A data row glued to the end of the header line (as the HMLR site writes it). */
      gluedRow?: string[];
    }
  /** A transaction row of no known width: the next record may still tell. */
  | { kind: 'bad-row'; reason: string }
  | { kind: 'unknown'; reason: string };

/** Decides a file's layout from its first record. */
export function detectLayout(first: readonly string[]): LayoutDetection {
  const head = (first[0] ?? '').trim();
  if (GUID.test(head)) return detectHeaderless(first);
  if (HEADER_NAMES[headerKey(head)] === 'id') return detectHeader(first);
  return {
    kind: 'unknown',
    reason: 'not a Price Paid Data file (first field is neither a transaction id nor a known header)',
  };
}

function detectHeaderless(first: readonly string[]): LayoutDetection {
  if (first.length === 16) {
    return {
      kind: 'headerless',
      layout: /^https?:/i.test(first[15] ?? '') ? REPORT_LAYOUT : OFFICIAL_LAYOUT,
    };
  }
  if (first.length === 15) return { kind: 'headerless', layout: OFFICIAL_15_LAYOUT };
  return { kind: 'bad-row', reason: `expected 15 or 16 fields, found ${first.length}` };
}

function detectHeader(record: readonly string[]): LayoutDetection {
  const { header, gluedRow } = splitGluedHeader(record);
  const columns: Partial<Record<PpdColumn, number>> = {};
  header.forEach((name, index) => {
    const column = HEADER_NAMES[headerKey(name)];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const missing = REQUIRED.filter((c) => columns[c] === undefined);
  if (missing.length > 0) {
    return { kind: 'unknown', reason: `not a Price Paid Data file (header lacks ${missing.join(', ')})` };
  }
  const isReport = header.some((name) => headerKey(name) === 'linkeddatauri');
  const layout = {
    name: isReport ? 'report-with-header' : 'official-with-header',
    width: header.length,
    columns,
  };
  return { kind: 'header', layout: layout as PpdLayout, gluedRow };
}

/**
 * `...,linked_data_uri"F3B6C199-...","1567329",...`: no line break after the header, so the header's
 * last name and the first (quoted) value share a field. Header names never contain quotes.
 */
function splitGluedHeader(record: readonly string[]): { header: string[]; gluedRow?: string[] } {
  const at = record.findIndex((field) => field.includes('"'));
  if (at < 0) return { header: [...record] };
  const field = record[at] ?? '';
  const quote = field.indexOf('"');
  const firstValue = field.slice(quote + 1).replace(/"$/, '');
  return {
    header: [...record.slice(0, at), field.slice(0, quote)],
    gluedRow: [firstValue, ...record.slice(at + 1)],
  };
}
