import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../../test/zip-writer';
import { readCsvSource } from '../csv-source';
import { isZipFile, openZipSources, pickCsvEntries } from './zip-sources';

const dir = mkdtempSync(path.join(tmpdir(), 'hh-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function records(source: { open(): AsyncIterable<Uint8Array>; name: string; size?: number }) {
  const out: string[][] = [];
  for await (const { items } of readCsvSource(source))
    for (const i of items) if ('fields' in i) out.push(i.fields);
  return out;
}

describe('pickCsvEntries', () => {
  it('takes Code-Point Open area files from Data/CSV, not the documentation', () => {
    expect(
      pickCsvEntries([
        'Doc/Code-Point_Open_Column_Headers.csv',
        'Data/CSV/b.csv',
        'Data/CSV/ab.csv',
        'Doc/licence.txt',
      ]),
    ).toEqual(['Data/CSV/ab.csv', 'Data/CSV/b.csv']);
  });

  it('takes the ONSPD file in Data/, not its multi_csv copy or the lookup tables', () => {
    expect(
      pickCsvEntries([
        'Data/ONSPD_FEB_2025_UK.csv',
        'Data/multi_csv/ONSPD_FEB_2025_UK_AB.csv',
        'Documents/LAD23_LAU121_ITL321_ITL221_ITL121_UK_LU.csv',
      ]),
    ).toEqual(['Data/ONSPD_FEB_2025_UK.csv']);
  });

  it('takes every CSV of any other zip', () => {
    expect(pickCsvEntries(['b.csv', 'x/a.CSV', 'readme.txt', 'dir/'])).toEqual(['b.csv', 'x/a.CSV']);
  });
});

describe('openZipSources', () => {
  it('streams each data file out of the zip as an import source', async () => {
    const file = path.join(dir, 'codepo.zip');
    const big = Array.from({ length: 5000 }, (_, i) => `"AB1 ${i % 10}AA",10,394251,${806376 + i}`).join(
      '\r\n',
    );
    writeFileSync(
      file,
      buildZip([
        { name: 'Doc/Code-Point_Open_Column_Headers.csv', data: Buffer.from('PC,PQ\r\n') },
        { name: 'Data/CSV/ab.csv', data: Buffer.from(big) },
        { name: 'Data/CSV/b.csv', data: Buffer.from('"B1  1BB",10,406689,286822\r\n') },
      ]),
    );
    expect(await isZipFile(file)).toBe(true);
    const zip = await openZipSources(file);
    try {
      expect(zip.sources.map((s) => [s.name, s.size])).toEqual([
        ['codepo.zip/Data/CSV/ab.csv', big.length],
        ['codepo.zip/Data/CSV/b.csv', 28],
      ]);
      const [ab, b] = zip.sources;
      expect((await records(ab!)).length).toBe(5000);
      expect(await records(b!)).toEqual([['B1  1BB', '10', '406689', '286822']]);
      // Read twice (as a re-run would): each open() is a fresh stream.
      expect(await records(b!)).toHaveLength(1);
    } finally {
      zip.close();
    }
  });

  it('says plainly when a file is not a whole zip', async () => {
    const csv = path.join(dir, 'plain.csv');
    writeFileSync(csv, 'pcds,lat,long\n');
    expect(await isZipFile(csv)).toBe(false);
    const cut = path.join(dir, 'cut.zip');
    const whole = buildZip([{ name: 'Data/CSV/ab.csv', data: Buffer.from('"AB1 0AA",10,1,2\r\n') }]);
    writeFileSync(cut, whole.subarray(0, whole.length - 30));
    expect(await isZipFile(cut)).toBe(true);
    await expect(openZipSources(cut)).rejects.toThrow(/^cut\.zip is not a readable zip file: /);
  });
});
