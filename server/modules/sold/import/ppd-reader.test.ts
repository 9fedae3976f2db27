import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedFields,
  FIXTURE_LAYOUTS,
  type FixtureLayout,
  ppdFixture,
  type PpdFixture,
  type Quoting,
  REPORT_HEADER,
  writePpdFile,
} from '../../../test/sold-fixtures';
import { readPpdSource } from './ppd-reader';
import type { PpdRow } from './ppd-row';
import { textSource } from '../../../lib/import/sources';

async function read(text: string | Uint8Array) {
  const rows: PpdRow[] = [];
  const rejects: { line: number; reason: string }[] = [];
  const layouts: string[] = [];
  let skipped: string | undefined;
  for await (const event of readPpdSource(textSource('fixture.csv', text))) {
    if (event.kind === 'layout') layouts.push(event.layout);
    else if (event.kind === 'skipped') skipped = event.reason;
    else {
      rows.push(...event.rows);
      rejects.push(...event.rejects);
    }
  }
  return { rows, rejects, layout: layouts[0], skipped };
}

const LAYOUT_NAMES: Record<FixtureLayout, string> = {
  official: 'official',
  'official-15': 'official-15',
  'official-header': 'official-with-header',
  excel: 'official-with-header',
  report: 'report-with-header',
  'report-glued': 'report-with-header',
  'report-no-header': 'report',
};

describe('Price Paid layouts', () => {
  const records = [
    ppdFixture(),
    ppdFixture({
      paon: 'ABITO, 4',
      saon: 'APARTMENT 812',
      street: 'KESWICK "" CLOSE',
      type: 'F',
      duration: 'L',
      oldNew: 'Y',
    }),
    ppdFixture({ postcode: '', category: 'B', status: 'C', date: '1995-01-01', price: 1 }),
  ];

  for (const layout of FIXTURE_LAYOUTS) {
    for (const quoting of ['all', 'minimal', 'mixed'] as const) {
      it(`reads ${layout} files quoted ${quoting}`, async () => {
        const { rows, rejects, layout: detected } = await read(writePpdFile(records, layout, quoting));
        expect(detected).toBe(LAYOUT_NAMES[layout]);
        expect(rejects).toEqual([]);
        expect(rows).toHaveLength(records.length);
        rows.forEach((row, i) => expect(row).toMatchObject(expectedFields(records[i] as PpdFixture, layout)));
      });
    }
  }

  it('normalises ids, postcodes and derives the display fields', async () => {
    const record = ppdFixture({ postcode: 'sw191aa', type: 'F', oldNew: 'Y', duration: 'L' });
    const [row] = (await read(writePpdFile([record], 'official'))).rows;
    expect(row).toMatchObject({
      transactionId: record.id.toLowerCase(),
      postcode: 'SW19 1AA',
      propertyTypeFormatted: 'Flat/Maisonette',
      newBuild: true,
      tenure: 'Leasehold',
      fullAddress: 'Flat 1, 12 Acacia Avenue, Wimbledon, London',
      addressKey: 'FLAT 1|12|ACACIA AVENUE',
    });
  });

  it('keeps a row whose postcode is blank or invalid, without a postcode', async () => {
    const { rows } = await read(
      writePpdFile([ppdFixture({ postcode: '' }), ppdFixture({ postcode: 'NOT A PC' })], 'official'),
    );
    expect(rows.map((r) => r.postcode)).toEqual([null, null]);
  });

  it('keeps spreadsheet-mangled house numbers as given and reads DD/MM/YYYY dates', async () => {
    const text = `TransactionId,Price,Date,Postcode,PropertyType,Old/New,Duration,PAON,SAON,Street,Locality,Town/City,District,County,PpdCategoryType,RecordStatus
{2AC10E4F-AE75-1AF6-E050-A8C063052BA1},159000,06/01/2016 00:00,LN5 9RZ,S,N,F,10-Dec,,GRANTHAM ROAD,WADDINGTON,LINCOLN,NORTH KESTEVEN,LINCOLNSHIRE,A,A
`;
    const [row] = (await read(text)).rows;
    expect(row).toMatchObject({
      saleDate: '2016-01-06',
      paon: '10-Dec',
      fullAddress: '10-Dec Grantham Road, Waddington, Lincoln',
    });
  });

  it('reads D (delete) and C (change) record statuses', async () => {
    const { rows } = await read(
      writePpdFile([ppdFixture({ status: 'D' }), ppdFixture({ status: 'C' })], 'official'),
    );
    expect(rows.map((r) => r.recordStatus)).toEqual(['D', 'C']);
  });

  it('reads the data row glued to the report header as line 1', async () => {
    const record = ppdFixture();
    const text = writePpdFile([record, ppdFixture({ price: 0 })], 'report-glued');
    expect(text.startsWith(`${REPORT_HEADER}"${record.id}"`)).toBe(true);
    const { rows, rejects } = await read(text);
    expect(rows.map((r) => r.transactionId)).toEqual([record.id.toLowerCase()]);
    expect(rejects).toEqual([{ line: 2, reason: 'invalid price "0"' }]);
  });

  it('reports malformed lines with their line numbers and carries on', async () => {
    const good = writePpdFile([ppdFixture()], 'official').trim();
    const lines = [
      good,
      '"{1F2E3D4C-0000-4000-8000-0000000000AA}","100000","2024-01-01 00:00","SW19 1AA","S","N","F"',
      writePpdFile([ppdFixture({ price: -5 as number })], 'official').trim(),
      writePpdFile([ppdFixture({ date: '2015-02-30' })], 'official').trim(),
      writePpdFile([ppdFixture({ type: 'X' })], 'official').trim(),
      writePpdFile([ppdFixture({ oldNew: 'Q' })], 'official').trim(),
      writePpdFile([ppdFixture({ duration: 'Z' })], 'official').trim(),
      writePpdFile([ppdFixture({ category: 'C' })], 'official').trim(),
      writePpdFile([ppdFixture({ status: 'X' })], 'official').trim(),
      writePpdFile([ppdFixture({ id: 'NOT-A-GUID' })], 'official').trim(),
      '"{1F2E3D4C-0000-4000-8000-0000000000AB}","100000,"2024-01-01 00:00"',
      good.replace(/\{[^}]+\}/, '{1F2E3D4C-0000-4000-8000-0000000000AC}'),
      '"{1F2E3D4C-0000-4000-8000-0000000000AE}","100000,2024-01-01 00:00',
    ];
    const { rows, rejects } = await read(lines.join('\n'));
    expect(rows).toHaveLength(2);
    expect(rejects).toEqual([
      { line: 2, reason: 'expected 16 fields, found 7' },
      { line: 3, reason: 'invalid price "-5"' },
      { line: 4, reason: 'invalid date "2015-02-30 00:00"' },
      { line: 5, reason: 'invalid property type "X"' },
      { line: 6, reason: 'invalid old/new flag "Q"' },
      { line: 7, reason: 'invalid duration "Z"' },
      { line: 8, reason: 'invalid PPD category "C"' },
      { line: 9, reason: 'invalid record status "X"' },
      { line: 10, reason: 'invalid transaction id "{NOT-A-GUID}"' },
      { line: 11, reason: 'expected 16 fields, found 2' },
      { line: 13, reason: 'unterminated quoted field' },
    ]);
  });

  it('decides the layout from the first good row when the first rows are broken', async () => {
    const text = `"{1F2E3D4C-0000-4000-8000-0000000000AD}","1"\n${writePpdFile([ppdFixture()], 'official-15')}`;
    const { rows, rejects, layout } = await read(text);
    expect(layout).toBe('official-15');
    expect(rows).toHaveLength(1);
    expect(rejects).toEqual([{ line: 1, reason: 'expected 15 or 16 fields, found 2' }]);
  });

  it('skips files that are not Price Paid Data', async () => {
    expect((await read('postcode,latitude,longitude\nSW19 1AA,51.42,-0.18\n')).skipped).toMatch(
      /not a Price Paid Data file/,
    );
    expect((await read('uuid,price\n{1F2E3D4C-0000-4000-8000-000000000001},1\n')).skipped).toMatch(
      /header lacks date/,
    );
  });

  it('decodes Windows-1252 text', async () => {
    const text = writePpdFile([ppdFixture({ street: 'CAFE STREET' })], 'official');
    const bytes = Buffer.from(text, 'latin1');
    bytes[bytes.indexOf('CAFE') + 3] = 0xc9; // É in Windows-1252, not valid UTF-8 on its own
    expect((await read(bytes)).rows[0]?.street).toBe('CAFÉ STREET');
  });
});

describe('Price Paid round trip (property)', () => {
  const text = (max: number) =>
    fc
      .string({ unit: fc.constantFrom(...'ABCXYZ0189 ,"\'-&/.'.split('')), maxLength: max })
      .map((s) => s.replace(/\s+/g, ' ').trim());
  const date = fc
    .date({
      min: new Date('1995-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const record = fc.record({
    id: fc.uuid().map((u) => u.toUpperCase()),
    price: fc.integer({ min: 1, max: 2_147_483_647 }),
    date,
    postcode: fc.constantFrom(
      'SW19 1AA',
      'sw191aa',
      'CT11 7BB',
      'E14 9AA',
      'EC1Y 0RB',
      '',
      'B15 2TT',
      'M1 1AE',
    ),
    type: fc.constantFrom('D', 'S', 'T', 'F', 'O'),
    oldNew: fc.constantFrom('Y', 'N'),
    duration: fc.constantFrom('F', 'L', 'U'),
    paon: text(12),
    saon: text(12),
    street: text(20),
    locality: text(10),
    town: text(10),
    district: text(10),
    county: text(10),
    category: fc.constantFrom('A', 'B'),
    status: fc.constantFrom('A', 'C', 'D'),
  });

  it('reads back what was written, in every layout and quoting style', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...FIXTURE_LAYOUTS),
        fc.constantFrom<Quoting>('all', 'minimal', 'mixed'),
        async (records, layout, quoting) => {
          const { rows, rejects } = await read(writePpdFile(records, layout, quoting));
          expect(rejects).toEqual([]);
          expect(rows).toHaveLength(records.length);
          rows.forEach((row, i) =>
            expect(row).toMatchObject(expectedFields(records[i] as PpdFixture, layout)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
