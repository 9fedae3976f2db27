import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressPartForMatching, isSameAddress, saleMatchKey, typedAddressKeys } from './address';

const runs = { numRuns: Number(process.env.FUZZ_RUNS ?? 300) };

const STREETS = ['HIGH STREET', 'ACACIA AVENUE', "ST MARY'S ROAD", 'THE GREEN', 'MILL LANE', 'BIRCH CLOSE'];
const TOWNS = ['Wimbledon', 'London', 'Little Snoring', 'St Albans'];

const street = fc.constantFrom(...STREETS);
const number = fc.integer({ min: 1, max: 400 });
const letter = fc.constantFrom('', 'A', 'B');
const flatWord = fc.constantFrom('FLAT', 'APARTMENT', 'UNIT');

/** How people type an address HM Land Registry writes in capitals: any case, any spacing around commas. */
const typed = (parts: string[]) =>
  fc
    .tuple(
      fc.constantFrom<(s: string) => string>(
        (s) => s,
        (s) => s.toLowerCase(),
        (s) => s.replace(/\b(\w)(\w*)/g, (_, a: string, b: string) => a + b.toLowerCase()),
      ),
      fc.constantFrom(', ', ',', ' , ', ',  '),
    )
    .map(([caseOf, comma]) => parts.map(caseOf).join(comma));

describe('addressPartForMatching', () => {
  it('ignores case, spacing, full stops and apostrophes, and writes shortened street words in full', () => {
    expect(addressPartForMatching("  st. mary's   rd ")).toBe('ST MARYS ROAD');
    expect(addressPartForMatching('41 - 51')).toBe('41-51');
    expect(addressPartForMatching('10 High St')).toBe('10 HIGH STREET');
    expect(addressPartForMatching('ST')).toBe('ST');
    expect(addressPartForMatching(null)).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = addressPartForMatching(text);
        expect(addressPartForMatching(once)).toBe(once);
      }),
      runs,
    );
  });
});

describe('isSameAddress', () => {
  it('matches a flat to its own sale however it is typed, with or without the town', () => {
    fc.assert(
      fc.property(
        flatWord,
        number,
        letter,
        number,
        street,
        fc.option(fc.constantFrom(...TOWNS), { nil: undefined }),
        fc.gen(),
        (word, flat, flatLetter, house, road, town, gen) => {
          const saon = `${word} ${flat}${flatLetter}`;
          const parts = [saon, `${house} ${road}`, ...(town ? [town] : [])];
          const address = gen(() => typed(parts));
          expect(isSameAddress(address, { saon, paon: String(house), street: road })).toBe(true);
        },
      ),
      runs,
    );
  });

  it('never matches another flat of the same building (Flat 2 is not Flat 20)', () => {
    fc.assert(
      fc.property(
        flatWord,
        number,
        number,
        number,
        street,
        fc.gen(),
        (word, flat, otherFlat, house, road, gen) => {
          fc.pre(flat !== otherFlat);
          const address = gen(() => typed([`${word} ${flat}`, `${house} ${road}`]));
          expect(
            isSameAddress(address, { saon: `${word} ${otherFlat}`, paon: String(house), street: road }),
          ).toBe(false);
        },
      ),
      runs,
    );
    expect(
      isSameAddress('Flat 2, 10 High Street', { saon: 'FLAT 20', paon: '10', street: 'HIGH STREET' }),
    ).toBe(false);
    expect(
      isSameAddress('Flat 20, 10 High Street', { saon: 'FLAT 2', paon: '10', street: 'HIGH STREET' }),
    ).toBe(false);
  });

  it('never matches another house number, a flat to its whole building, or a building to one of its flats', () => {
    fc.assert(
      fc.property(number, number, number, street, (flat, house, otherHouse, road) => {
        fc.pre(house !== otherHouse);
        expect(isSameAddress(`${house} ${road}`, { saon: '', paon: String(otherHouse), street: road })).toBe(
          false,
        );
        expect(
          isSameAddress(`Flat ${flat}, ${house} ${road}`, { saon: '', paon: String(house), street: road }),
        ).toBe(false);
        expect(
          isSameAddress(`${house} ${road}`, { saon: `FLAT ${flat}`, paon: String(house), street: road }),
        ).toBe(false);
      }),
      runs,
    );
  });

  it('drops only trailing parts without a number: a flat is never matched on its number alone', () => {
    expect(typedAddressKeys('Flat 2, 10 High Street, Wimbledon')).toEqual([
      'FLAT 2 10 HIGH STREET WIMBLEDON',
      'FLAT 2 10 HIGH STREET',
    ]);
    expect(isSameAddress('Flat 2, 10 High Street', { saon: '', paon: 'FLAT 2', street: '' })).toBe(false);
    expect(
      isSameAddress('Rose Cottage, Mill Lane, Little Snoring', {
        saon: '',
        paon: 'ROSE COTTAGE',
        street: 'MILL LANE',
      }),
    ).toBe(true);
    expect(isSameAddress('', { saon: '', paon: '', street: '' })).toBe(false);
  });

  it('keys a sale by its SAON, PAON and street as addressKey groups them', () => {
    expect(saleMatchKey({ saon: 'FLAT 2', paon: '10', street: 'HIGH STREET' })).toBe('FLAT 2 10 HIGH STREET');
    expect(saleMatchKey({ saon: null, paon: 'ELM HOUSE', street: null })).toBe('ELM HOUSE');
  });
});
