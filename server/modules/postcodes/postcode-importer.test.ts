import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { ImportReject } from '../../lib/import/import-options';
import { textSource } from '../../lib/import/sources';
import { queryRows } from '../../db/query-rows';
import { gridToOsgb36, gridToWgs84 } from './osgb36';
import { detectPostcodeLayout } from './postcode-layout';
import { importPostcodes } from './postcode-importer';
import { districtCentroid, findPostcode, sectorCentroid } from './postcodes.repository';

describe('OSGB36 grid to WGS84', () => {
  it("matches the Ordnance Survey's worked example", () => {
    // E 651409.903, N 313177.270 is 52°39'27.2531"N 1°43'4.5177"E on OSGB36.
    const { phi, lambda } = gridToOsgb36(651409.903, 313177.27);
    expect((phi * 180) / Math.PI).toBeCloseTo(52 + 39 / 60 + 27.2531 / 3600, 7);
    expect((lambda * 180) / Math.PI).toBeCloseTo(1 + 43 / 60 + 4.5177 / 3600, 7);
  });

  it('agrees with the coordinates in the shared postcode files (computed by the Python original)', () => {
    // CT11 7BB 638010,166301 -> 51.345921,1.416355; B15 2TT 404997,283926 -> 52.453267,-1.927896
    expect(gridToWgs84(638010, 166301)).toEqual({
      latitude: expect.closeTo(51.345921, 6),
      longitude: expect.closeTo(1.416355, 6),
    });
    expect(gridToWgs84(404997, 283926)).toEqual({
      latitude: expect.closeTo(52.453267, 6),
      longitude: expect.closeTo(-1.927896, 6),
    });
  });

  it('answers NaN for a position that is not a number, instead of iterating forever', () => {
    for (const [easting, northing] of [
      [NaN, 166301],
      [638010, Infinity],
    ] as const) {
      const { latitude, longitude } = gridToWgs84(easting, northing);
      expect(Number.isFinite(latitude) && Number.isFinite(longitude)).toBe(false);
    }
  });
});

describe('postcode file layouts', () => {
  const parse = (header: string[], row: string[]) => {
    const detected = detectPostcodeLayout(header);
    if (detected.kind === 'unknown') throw new Error(detected.reason);
    return { name: detected.layout.name, parsed: detected.layout.parse(row) };
  };

  it('reads ONSPD: pcds, lat/long, doterm; 99.999999 means no position', () => {
    const header = ['pcd', 'pcd2', 'pcds', 'dointr', 'doterm', 'oseast1m', 'osnrth1m', 'lat', 'long'];
    expect(
      parse(header, [
        'SW191AA',
        'SW19 1AA',
        'SW19 1AA',
        '198001',
        '',
        '525000',
        '170900',
        '51.421629',
        '-0.186218',
      ]),
    ).toEqual({
      name: 'onspd',
      parsed: {
        kind: 'postcode',
        row: {
          postcode: 'SW19 1AA',
          latitude: 51.421629,
          longitude: -0.186218,
          outwardCode: 'SW19',
          terminated: false,
        },
      },
    });
    expect(
      parse(header, ['SW193XG', '', 'SW19 3XG', '198001', '200312', '', '', '51.41', '-0.2']).parsed,
    ).toMatchObject({
      kind: 'postcode',
      row: { terminated: true },
    });
    expect(
      parse(header, ['ZZ991ZZ', '', 'ZZ99 1ZZ', '', '', '', '', '99.999999', '0.000000']).parsed,
    ).toEqual({ kind: 'no-coordinates' });
    expect(parse(header, ['x', '', 'NOT A PC', '', '', '', '', '51', '0']).parsed).toEqual({
      kind: 'reject',
      reason: 'invalid postcode "NOT A PC"',
    });
    expect(parse(header, ['', '', 'SW19 1AA', '', '', '', '', '40.7', '-74']).parsed).toEqual({
      kind: 'reject',
      reason: 'invalid coordinates for SW19 1AA',
    });
  });

  it('reads Code-Point Open rows (no header, eastings/northings; quality 90 has no position)', () => {
    const row = [
      'CT117BB',
      '10',
      '638010',
      '166301',
      'E92000001',
      'E19000002',
      'E18000008',
      'E10000016',
      'E07000114',
      'E05005078',
    ];
    const { name, parsed } = parse(row, row);
    expect(name).toBe('code-point-open');
    expect(parsed).toMatchObject({ kind: 'postcode', row: { postcode: 'CT11 7BB', outwardCode: 'CT11' } });
    expect(parsed.kind === 'postcode' && parsed.row.latitude).toBeCloseTo(51.345921, 6);
    expect(parse(row, ['CT117ZZ', '90', '0', '0']).parsed).toEqual({ kind: 'no-coordinates' });
  });

  it('reads a postcode file with a header and grid references instead of latitude and longitude', () => {
    const header = ['Postcode', 'Eastings', 'Northings', 'doterm'];
    const { name, parsed } = parse(header, ['CT11 7BB', '638010', '166301', '']);
    expect(name).toBe('postcode-grid');
    expect(parsed).toMatchObject({ kind: 'postcode', row: { postcode: 'CT11 7BB', terminated: false } });
    expect(parsed.kind === 'postcode' && parsed.row.latitude).toBeCloseTo(51.345921, 6);
    expect(parse(header, ['CT11 7ZZ', '638010', '166301', '202001']).parsed).toMatchObject({
      row: { terminated: true },
    });
    expect(parse(header, ['CT11 7ZZ', '0', '0', '']).parsed).toEqual({ kind: 'no-coordinates' });
    expect(parse(header, ['CT11 7ZZ', '638010']).parsed).toEqual({
      kind: 'reject',
      reason: 'expected 4 fields, found 2',
    });
  });

  it('reads district centroid files and refuses files with neither', () => {
    expect(
      parse(['outcode', 'latitude', 'longitude', 'postcode_count'], ['ct11', '51.34', '1.40', '900']).parsed,
    ).toEqual({
      kind: 'district',
      row: { outwardCode: 'CT11', latitude: 51.34, longitude: 1.4 },
    });
    expect(detectPostcodeLayout(['unique_id', 'price_paid', 'deed_date'])).toMatchObject({ kind: 'unknown' });
  });
});

describe('importPostcodes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.execute(sql`TRUNCATE postcodes, postcode_districts`);
  });

  const LAT_LONG = `postcode,latitude,longitude,eastings,northings,positional_quality_indicator,admin_district_code,source
SW19 1AA,51.421629,-0.186218,525000,170900,10,E09000024,cpo-2026
SW19 1AB,51.422000,-0.187000,525000,170900,10,E09000024,cpo-2026
SW19 2AA,51.430000,-0.200000,525000,170900,10,E09000024,cpo-2026
sw191ab,51.422100,-0.187100,525000,170900,10,E09000024,cpo-2026
BAD,51,0,0,0,10,x,y
`;

  it('upserts postcodes (last row wins), counts and reports bad rows, and changes nothing the second time', async () => {
    const rejects: ImportReject[] = [];
    const first = await importPostcodes(t.database, [textSource('pc.csv', LAT_LONG)], {
      onReject: (r) => rejects.push(r),
    });
    expect(first).toMatchObject({
      files: 1,
      rowsRead: 5,
      rejected: 1,
      postcodes: { inserted: 3, updated: 0, unchanged: 1 },
    });
    expect(rejects).toEqual([{ file: 'pc.csv', line: 6, reason: 'invalid postcode "BAD"' }]);
    expect(await findPostcode(t.app.db, 'SW19 1AB')).toEqual({ latitude: 51.4221, longitude: -0.1871 });

    const again = await importPostcodes(t.database, [textSource('pc.csv', LAT_LONG)]);
    expect(again.postcodes).toEqual({ inserted: 0, updated: 0, unchanged: 4 });
    const moved = await importPostcodes(t.database, [
      textSource('moved.csv', 'postcode,lat,long\nSW19 2AA,51.5,-0.2\n'),
    ]);
    expect(moved.postcodes).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
  });

  it('gives sector and district centres: a published district centroid first, else the mean of its postcodes', async () => {
    await importPostcodes(t.database, [textSource('pc.csv', LAT_LONG)]);
    const sector = await sectorCentroid(t.app.db, 'SW19 1');
    expect(sector?.latitude).toBeCloseTo((51.421629 + 51.4221) / 2, 6);
    expect(await sectorCentroid(t.app.db, 'SW19 9')).toBeNull();
    expect((await districtCentroid(t.app.db, 'SW19'))?.latitude).toBeCloseTo(
      (51.421629 + 51.4221 + 51.43) / 3,
      6,
    );
    await importPostcodes(t.database, [
      textSource('d.csv', 'outcode,latitude,longitude\nSW19,51.42,-0.2\nCT11,51.34,1.4\n'),
    ]);
    expect(await districtCentroid(t.app.db, 'SW19')).toEqual({ latitude: 51.42, longitude: -0.2 });
    expect(await districtCentroid(t.app.db, 'CT11')).toEqual({ latitude: 51.34, longitude: 1.4 });
    expect(await districtCentroid(t.app.db, 'ZZ9')).toBeNull();
  });

  it('imports Code-Point Open files and stores terminated ONSPD postcodes with their flag', async () => {
    const cpo =
      'CT117BB,10,638010,166301,E92000001,E19000002,E18000008,E10000016,E07000114,E05005078\n"CT11 7ZZ",90,0,0,,,,,,\n';
    const onspd = 'pcds,doterm,lat,long\nSW19 3XG,200312,51.41,-0.2\n';
    const summary = await importPostcodes(t.database, [
      textSource('cpo.csv', cpo),
      textSource('onspd.csv', onspd),
    ]);
    expect(summary).toMatchObject({ files: 2, withoutCoordinates: 1, postcodes: { inserted: 2 } });
    const rows = await queryRows<{ postcode: string; terminated: boolean }>(
      t.app.db,
      sql`SELECT postcode, terminated FROM postcodes ORDER BY postcode`,
    );
    expect(rows).toEqual([
      { postcode: 'CT11 7BB', terminated: false },
      { postcode: 'SW19 3XG', terminated: true },
    ]);
  });
});
