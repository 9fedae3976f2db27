import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocation } from './location-query';

const inwardLetter = fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ');
const digit = fc.integer({ min: 0, max: 9 }).map(String);
/** Outward codes of the two common shapes: A9 / A99 / AA9 / AA99 (excluding the few special areas). */
const outward = fc
  .tuple(
    fc.constantFrom('B', 'M', 'L', 'S', 'G', 'SW', 'NE', 'CT', 'BL', 'OL', 'SK'),
    fc.integer({ min: 1, max: 9 }),
    fc.option(digit, { nil: '' }),
  )
  .map(([area, d, extra]) => `${area}${d}${extra}`);
const fullPostcode = fc
  .tuple(outward, digit, inwardLetter, inwardLetter)
  .map(([o, d, a, b]) => ({ outward: o, inward: `${d}${a}${b}` }));
/** How people type a postcode: any case, with or without spaces. */
const spacing = fc.constantFrom('', ' ', '  ');
const randomCase = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i % flips.length] ? c.toLowerCase() : c)).join('');

describe('parseLocation', () => {
  it('reads a full postcode however it is spaced or cased', () => {
    fc.assert(
      fc.property(
        fullPostcode,
        spacing,
        fc.array(fc.boolean(), { minLength: 1 }),
        ({ outward: o, inward }, gap, flips) => {
          expect(parseLocation(randomCase(`${o}${gap}${inward}`, flips))).toEqual([
            { kind: 'postcode', compact: `${o}${inward}` },
          ]);
        },
      ),
    );
  });

  it('reads districts and sectors', () => {
    expect(parseLocation('SW19')).toEqual([{ kind: 'district', compact: 'SW19' }]);
    expect(parseLocation('sw19 1')).toEqual([{ kind: 'sector', compact: 'SW191' }]);
    expect(parseLocation('M11')).toEqual([{ kind: 'district', compact: 'M11' }]);
    expect(parseLocation('M1 1')).toEqual([{ kind: 'sector', compact: 'M11' }]);
    fc.assert(
      fc.property(outward, digit, (o, d) => {
        expect(parseLocation(o)).toEqual([{ kind: 'district', compact: o }]);
        expect(parseLocation(`${o} ${d}`)).toEqual([{ kind: 'sector', compact: `${o}${d}` }]);
      }),
    );
  });

  it('splits a postcode from the words around it, and parts at commas', () => {
    expect(parseLocation('Wimbledon SW19')).toEqual([
      { kind: 'district', compact: 'SW19' },
      { kind: 'text', text: 'wimbledon' },
    ]);
    expect(parseLocation('CT11 7BB Ramsgate')).toEqual([
      { kind: 'postcode', compact: 'CT117BB' },
      { kind: 'text', text: 'ramsgate' },
    ]);
    expect(parseLocation(' Crosby ,  Merseyside ,')).toEqual([
      { kind: 'text', text: 'crosby' },
      { kind: 'text', text: 'merseyside' },
    ]);
    expect(parseLocation('Flat 1, Mill Lane')).toEqual([
      { kind: 'text', text: 'flat 1' },
      { kind: 'text', text: 'mill lane' },
    ]);
  });

  it('turns words without digits into lower-case text only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z' -]{1,12}$/), { minLength: 1, maxLength: 4 }),
        (words) => {
          const terms = parseLocation(words.join(' '));
          for (const term of terms) {
            expect(term.kind).toBe('text');
            if (term.kind === 'text') expect(term.text).toBe(term.text.toLowerCase());
          }
        },
      ),
    );
  });

  it('never throws and never yields an empty term', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (input) => {
        for (const term of parseLocation(input)) {
          expect(term.kind === 'text' ? term.text : term.compact).not.toBe('');
        }
      }),
    );
  });
});
