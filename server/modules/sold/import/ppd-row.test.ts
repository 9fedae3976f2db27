import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressForMatching, addressKey, formatFullAddress, titleCase } from '../address';
import { normaliseDate } from './ppd-row';

describe('normaliseDate', () => {
  it('reads the official, report and spreadsheet forms', () => {
    expect(normaliseDate('2015-06-19 00:00')).toBe('2015-06-19');
    expect(normaliseDate('2022-02-25')).toBe('2022-02-25');
    expect(normaliseDate('06/01/2016 00:00')).toBe('2016-01-06');
    expect(normaliseDate('6/1/2016')).toBe('2016-01-06');
    expect(normaliseDate('2020-02-29')).toBe('2020-02-29');
  });

  it('rejects impossible dates and other text', () => {
    for (const bad of [
      '2019-02-29',
      '2015-13-01',
      '31/04/2016',
      '1850-01-01',
      '',
      '2015/06/19',
      'yesterday',
    ]) {
      expect(normaliseDate(bad)).toBeNull();
    }
  });

  it('never throws and round-trips every real date', () => {
    fc.assert(fc.property(fc.string(), (raw) => void normaliseDate(raw)));
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(normaliseDate(`${iso} 00:00`)).toBe(iso);
          expect(normaliseDate(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} 00:00`)).toBe(iso);
        },
      ),
    );
  });
});

describe('addresses', () => {
  it('title-cases words but keeps house numbers and flat letters readable', () => {
    expect(titleCase("FLAT 2B, ST MARY'S ROAD")).toBe("Flat 2B, St Mary's Road");
    expect(titleCase('1ST FLOOR FLAT')).toBe('1st Floor Flat');
    expect(titleCase('BROOK-SIDE (NORTH)')).toBe('Brook-Side (North)');
    expect(titleCase('41 - 51')).toBe('41 - 51');
  });

  it('reads a numbered house with its street and a named house on its own', () => {
    const base = { saon: null, locality: null, town: 'LONDON' };
    expect(formatFullAddress({ ...base, paon: '12', street: 'ACACIA AVENUE' })).toBe(
      '12 Acacia Avenue, London',
    );
    expect(
      formatFullAddress({
        ...base,
        saon: 'FLAT 1',
        paon: '12',
        street: 'ACACIA AVENUE',
        locality: 'WIMBLEDON',
      }),
    ).toBe('Flat 1, 12 Acacia Avenue, Wimbledon, London');
    expect(
      formatFullAddress({
        ...base,
        paon: 'VORDEN LODGE',
        street: 'SLAY PIT LANE',
        locality: 'THORPE SALVIN',
        town: 'WORKSOP',
      }),
    ).toBe('Vorden Lodge, Slay Pit Lane, Thorpe Salvin, Worksop');
    // 1995 rows often repeat the town as the locality.
    expect(
      formatFullAddress({ ...base, paon: '96', street: 'WANSBECK ROAD', locality: 'JARROW', town: 'JARROW' }),
    ).toBe('96 Wansbeck Road, Jarrow');
  });

  it('keys a property on SAON|PAON|STREET and matches addresses ignoring case, commas and spacing', () => {
    expect(addressKey({ saon: 'Flat  1', paon: '12', street: 'acacia avenue' })).toBe(
      'FLAT 1|12|ACACIA AVENUE',
    );
    expect(addressKey({ saon: null, paon: '12', street: null })).toBe('|12|');
    expect(addressForMatching(' flat 1,12  Acacia Avenue , London')).toBe(
      addressForMatching('Flat 1, 12 Acacia Avenue, London'),
    );
  });
});
