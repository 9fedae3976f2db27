import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildZip } from './zip-writer';

export interface SharedPostcode {
  postcode: string;
  latitude: number;
  longitude: number;
}

/**
 * A Code-Point Open-like zip built from the shared folder's real postcode rows (which carry OS
 * eastings and northings): no header, quoted 7-character postcodes, one CSV per postcode area in
 * `Data/CSV/`, the column headers in `Doc/` (which must not be imported), as OS ships it.
 */
export function codePointZip(sharedDataDir: string, count: number): { zip: Buffer; rows: SharedPostcode[] } {
  const text = readFileSync(path.join(sharedDataDir, 'postcodes', 'ppd-postcodes.csv'), 'utf8');
  const lines = text
    .trim()
    .split('\n')
    .slice(1, count + 1);
  const areas = new Map<string, string[]>();
  const rows: SharedPostcode[] = [];
  for (const line of lines) {
    const [postcode = '', lat, lon, east, north, quality, district] = line.trim().split(',');
    const [outward = '', inward = ''] = postcode.split(' ');
    const sevenChars = outward.length === 4 ? `${outward}${inward}` : `${outward.padEnd(4)}${inward}`;
    const area = (/^[A-Z]+/.exec(outward)?.[0] ?? 'xx').toLowerCase();
    const record = `"${sevenChars}",${quality},${east},${north},"E92000001","E19000003","E18000007","","${district}","E05000001"`;
    areas.set(area, [...(areas.get(area) ?? []), record]);
    rows.push({ postcode, latitude: Number(lat), longitude: Number(lon) });
  }
  const entries = [...areas].map(([area, records]) => ({
    name: `Data/CSV/${area}.csv`,
    data: Buffer.from(`${records.join('\r\n')}\r\n`),
  }));
  entries.push({
    name: 'Doc/Code-Point_Open_Column_Headers.csv',
    data: Buffer.from(
      'PC,PQ,EA,NO,CY,RH,LH,CC,DC,WC\r\nPostcode,Positional_quality_indicator,Eastings,Northings,Country_code,NHS_regional_HA_code,NHS_HA_code,Admin_county_code,Admin_district_code,Admin_ward_code\r\n',
    ),
  });
  return { zip: buildZip(entries), rows };
}
