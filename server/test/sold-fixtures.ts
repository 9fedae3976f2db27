import type { PpdRow } from '../modules/sold/import/ppd-row';

/**
 * Writes Price Paid records in every layout and quoting style the importer reads, for tests (and
 * for bench/, which writes resampled real rows in the official layout with `officialRowLine`).
 * The records are invented (ids, prices, addresses); only the layouts are HM Land Registry's.
 */

export interface PpdFixture {
  /** Upper-case GUID without braces. */
  id: string;
  price: number;
  /** YYYY-MM-DD. */
  date: string;
  postcode: string;
  type: string;
  oldNew: string;
  duration: string;
  paon: string;
  saon: string;
  street: string;
  locality: string;
  town: string;
  district: string;
  county: string;
  category: string;
  status: string;
}

export type Quoting = 'all' | 'minimal' | 'mixed';
export type FixtureLayout =
  'official' | 'official-15' | 'official-header' | 'report' | 'report-glued' | 'report-no-header' | 'excel';
export const FIXTURE_LAYOUTS: readonly FixtureLayout[] = [
  'official',
  'official-15',
  'official-header',
  'report',
  'report-glued',
  'report-no-header',
  'excel',
];

export const REPORT_HEADER =
  'unique_id,price_paid,deed_date,postcode,property_type,new_build,estate_type,saon,paon,street,locality,town,district,county,transaction_category,linked_data_uri';
const EXCEL_HEADER =
  'TransactionId,Price,Date,Postcode,PropertyType,Old/New,Duration,PAON,SAON,Street,Locality,Town/City,District,County,PpdCategoryType,RecordStatus';
const OFFICIAL_HEADER =
  '"uuid","price","date_time","postcode","property_type_flag","old_new_flag","duration_flag","addr1","addr2","street","locality","town","district","county","ppd_category_type","record_status"';

let counter = 0;

/** A plain valid record; every call gets a new id. */
export function ppdFixture(overrides: Partial<PpdFixture> = {}): PpdFixture {
  counter += 1;
  return {
    id: `1F2E3D4C-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    price: 250000,
    date: '2024-03-15',
    postcode: 'SW19 1AA',
    type: 'S',
    oldNew: 'N',
    duration: 'F',
    paon: '12',
    saon: 'FLAT 1',
    street: 'ACACIA AVENUE',
    locality: 'WIMBLEDON',
    town: 'LONDON',
    district: 'MERTON',
    county: 'GREATER LONDON',
    category: 'A',
    status: 'A',
    ...overrides,
  };
}

function quote(value: string, index: number, quoting: Quoting): string {
  const needs = /[",\r\n]/.test(value);
  const wanted = quoting === 'all' || (quoting === 'mixed' && index > 2);
  return needs || wanted ? `"${value.replace(/"/g, '""')}"` : value;
}

const line = (values: readonly (string | number)[], quoting: Quoting) =>
  values.map((v, i) => quote(String(v), i, quoting)).join(',');

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} 00:00`;

function officialValues(r: PpdFixture, date: string) {
  return [
    `{${r.id}}`,
    r.price,
    date,
    r.postcode,
    r.type,
    r.oldNew,
    r.duration,
    r.paon,
    r.saon,
    r.street,
    r.locality,
    r.town,
    r.district,
    r.county,
    r.category,
    r.status,
  ];
}

/** One record as a line of the official file, without its line break. */
const officialLine = (r: PpdFixture, quoting: Quoting) => line(officialValues(r, `${r.date} 00:00`), quoting);

/** A row as the importer makes it, written back as the record it came from. */
const fixtureOfRow = (row: PpdRow): PpdFixture => ({
  id: row.transactionId.toUpperCase(),
  price: row.price,
  date: row.saleDate,
  postcode: row.postcode ?? '',
  type: row.propertyType,
  oldNew: row.oldOrNew,
  duration: row.duration,
  paon: row.paon ?? '',
  saon: row.saon ?? '',
  street: row.street ?? '',
  locality: row.locality ?? '',
  town: row.town ?? '',
  district: row.district ?? '',
  county: row.county ?? '',
  category: row.category,
  status: row.recordStatus,
});

/** A normalised row in the official layout, every value quoted as pp-complete.csv has it; no line break. */
export const officialRowLine = (row: PpdRow) => officialLine(fixtureOfRow(row), 'all');

function reportValues(r: PpdFixture) {
  const uri = `http://landregistry.data.gov.uk/data/ppi/transaction/${r.id}/current`;
  return [
    r.id,
    r.price,
    r.date,
    r.postcode,
    r.type,
    r.oldNew,
    r.duration,
    r.saon,
    r.paon,
    r.street,
    r.locality,
    r.town,
    r.district,
    r.county,
    r.category,
    uri,
  ];
}

/** A whole file of `records` in one layout. */
export function writePpdFile(
  records: readonly PpdFixture[],
  layout: FixtureLayout,
  quoting: Quoting = 'all',
): string {
  switch (layout) {
    case 'official':
      return records.map((r) => officialLine(r, quoting) + '\n').join('');
    case 'official-15':
      return records
        .map(
          (r) =>
            line(
              officialValues(r, `${r.date} 00:00`).filter((_, i) => i !== 14),
              quoting,
            ) + '\r\n',
        )
        .join('');
    case 'official-header':
      return [OFFICIAL_HEADER, ...records.map((r) => officialLine(r, quoting))].join('\n') + '\n';
    case 'excel':
      return (
        [EXCEL_HEADER, ...records.map((r) => line(officialValues(r, ukDate(r.date)), 'minimal'))].join('\n') +
        '\n'
      );
    case 'report':
      return [REPORT_HEADER, ...records.map((r) => line(reportValues(r), quoting))].join('\n') + '\n';
    case 'report-glued':
      // As downloaded from the HMLR site: no line break after the header, every value quoted.
      return REPORT_HEADER + records.map((r) => line(reportValues(r), 'all')).join('\n') + '\n';
    case 'report-no-header':
      return records.map((r) => line(reportValues(r), quoting) + '\n').join('');
  }
}

/** What the importer should make of a record written in `layout`. */
export function expectedFields(r: PpdFixture, layout: FixtureLayout) {
  const blank = (v: string) => (v === '' ? null : v);
  const isReport = layout.startsWith('report');
  return {
    transactionId: r.id.toLowerCase(),
    price: r.price,
    saleDate: r.date,
    propertyType: r.type,
    oldOrNew: r.oldNew,
    duration: r.duration,
    paon: blank(r.paon),
    saon: blank(r.saon),
    street: blank(r.street),
    locality: blank(r.locality),
    town: blank(r.town),
    district: blank(r.district),
    county: blank(r.county),
    category: layout === 'official-15' ? 'A' : r.category,
    recordStatus: isReport ? 'A' : r.status,
  };
}
