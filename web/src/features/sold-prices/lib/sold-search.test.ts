import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_TYPES,
  RADIUS_OPTIONS,
  readSoldSearch,
  SORTS,
  type SoldSearch,
  soldPricesApiQuery,
  TENURES,
  TIME_RANGES,
  writeSoldSearch,
} from './sold-search';

const postcodeArb = fc
  .array(fc.stringMatching(/^[A-Z0-9]{1,4}$/), { minLength: 1, maxLength: 2 })
  .map((parts) => parts.join(' '));

const searchArb: fc.Arbitrary<SoldSearch> = fc.record(
  {
    postcode: postcodeArb,
    radius: fc.constantFrom(...RADIUS_OPTIONS),
    timeRange: fc.constantFrom(...TIME_RANGES),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    tenure: fc.constantFrom(...TENURES),
    newBuild: fc.boolean(),
    sort: fc.constantFrom(...SORTS),
  },
  { requiredKeys: ['postcode', 'radius', 'timeRange'] },
);

/** What a search means once read back: absent optional filters are undefined. */
const normalised = (search: SoldSearch): SoldSearch => ({
  propertyType: undefined,
  tenure: undefined,
  newBuild: undefined,
  sort: undefined,
  ...search,
});

describe('page URL form of a sold search', () => {
  it('reads back every search it writes', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        expect(readSoldSearch(writeSoldSearch(search))).toEqual(normalised(search));
      }),
    );
  });

  it('has no search without a postcode', () => {
    expect(readSoldSearch(new URLSearchParams('radius=3'))).toBeNull();
    expect(readSoldSearch(new URLSearchParams('postcode=%20%20'))).toBeNull();
  });

  it('falls back to the defaults for values it does not know', () => {
    const search = readSoldSearch(
      new URLSearchParams('postcode=sw19%20%203es&radius=2&timeRange=week&propertyType=X&newBuild=maybe'),
    );
    expect(search).toEqual(normalised({ postcode: 'SW19 3ES', radius: 1, timeRange: 'all' }));
  });

  it('leaves the default time range out of the URL', () => {
    expect(writeSoldSearch({ postcode: 'E14 9AA', radius: 0.25, timeRange: 'all' }).toString()).toBe(
      'postcode=E14+9AA&radius=0.25',
    );
  });
});

describe('API query of a sold search', () => {
  it('sends timeRange only when it is not all (SPEC 7)', () => {
    const page = { offset: 0, limit: 50 };
    expect(soldPricesApiQuery({ postcode: 'CT11 7BB', radius: 1, timeRange: 'all' }, page)).toBe(
      'location=CT11+7BB&radius=1&limit=50&offset=0',
    );
    expect(
      soldPricesApiQuery(
        { postcode: 'CT11 7BB', radius: 0, timeRange: '2years', propertyType: 'F', newBuild: false },
        {
          offset: 100,
          limit: 50,
        },
      ),
    ).toBe('location=CT11+7BB&radius=0&timeRange=2years&propertyType=F&newBuild=false&limit=50&offset=100');
  });
});
