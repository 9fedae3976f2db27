import { encodePolyline } from '@contracts/search-area';
import { propertySearchSchema } from '@contracts/property';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_FORMS, EPC_RATINGS, PRICE_STEPS, SEARCH_RADII, TENURES } from '@contracts/material-info';
import {
  activeFilterCount,
  withPriceRangeAsBounds,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  EMPTY_FILTERS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  parseWholeNumber,
  toSearchBody,
} from './search-filters';

/** A triangle around central London, as the map would put it in the address bar. */
const DRAWN_AREA = encodePolyline([
  [51.5, -0.2],
  [51.6, -0.1],
  [51.5, 0],
]);

describe('toSearchBody (SPEC 5, Home search)', () => {
  it('sends the UK filters only when set, a radius only with a location, a range instead of prices', () => {
    expect(
      toSearchBody({
        ...EMPTY_FILTERS,
        location: 'SW19 3ES',
        radius: '3',
        minPrice: '250000',
        maxPrice: '400000',
        builtForm: ['Semi-detached'],
        tenure: ['Freehold'],
        added: '7',
        reducedOnly: true,
        minEpc: 'C',
      }),
    ).toEqual({
      location: 'SW19 3ES',
      radius: 3,
      minPrice: 250_000,
      maxPrice: 400_000,
      builtForm: ['Semi-detached'],
      tenure: ['Freehold'],
      maxDaysSinceAdded: 7,
      reducedOnly: true,
      minEpc: 'C',
    });
    expect(toSearchBody({ ...EMPTY_FILTERS, radius: '3' })).toEqual({});
    expect(toSearchBody({ ...EMPTY_FILTERS, radius: '0', location: 'Leeds' })).toEqual({ location: 'Leeds' });
    expect(
      toSearchBody({ ...EMPTY_FILTERS, priceRange: '£0 - £300k', minPrice: '50000', maxPrice: '90000' }),
    ).toEqual({ priceRange: '£0 - £300k' });
  });

  it("counts the filters set besides the location for the phone's 'Filters (n)'", () => {
    expect(activeFilterCount(toSearchBody({ ...EMPTY_FILTERS, location: 'Leeds' }))).toBe(0);
    expect(
      activeFilterCount(
        toSearchBody({
          ...EMPTY_FILTERS,
          location: 'Leeds',
          radius: '3',
          tenure: ['Freehold'],
          reducedOnly: true,
        }),
      ),
    ).toBe(3);
  });

  it('shows a price range as its bounds on the search page', () => {
    expect(withPriceRangeAsBounds({ ...EMPTY_FILTERS, priceRange: '£300k - £500k' })).toMatchObject({
      priceRange: 'Any Price',
      minPrice: '300000',
      maxPrice: '500000',
    });
    expect(withPriceRangeAsBounds({ ...EMPTY_FILTERS, priceRange: '£0 - £300k' })).toMatchObject({
      minPrice: '',
      maxPrice: '300000',
    });
  });

  it('sends nothing for an untouched form', () => {
    expect(toSearchBody(EMPTY_FILTERS)).toEqual({});
  });

  it('trims the location and leaves it out when blank', () => {
    expect(toSearchBody({ ...EMPTY_FILTERS, location: '  Leeds ' })).toEqual({ location: 'Leeds' });
    expect(toSearchBody({ ...EMPTY_FILTERS, location: '   ' })).toEqual({});
  });

  it('leaves out All Types, Any Price and Any', () => {
    expect(
      toSearchBody({
        ...EMPTY_FILTERS,
        propertyType: 'All Types',
        priceRange: 'Any Price',
        bedrooms: 'Any',
        bathrooms: 'Any',
      }),
    ).toEqual({});
  });

  it('sends the type and the price range label', () => {
    expect(toSearchBody({ ...EMPTY_FILTERS, propertyType: 'House', priceRange: '£300k - £500k' })).toEqual({
      propertyType: 'House',
      priceRange: '£300k - £500k',
    });
  });

  it("drops the trailing '+' of bedrooms and bathrooms and sends integers", () => {
    expect(toSearchBody({ ...EMPTY_FILTERS, bedrooms: '3+', bathrooms: '2+' })).toEqual({
      bedrooms: 3,
      bathrooms: 2,
    });
  });

  it('removes commas from square feet and leaves blanks out', () => {
    expect(toSearchBody({ ...EMPTY_FILTERS, minSqft: '1,000', maxSqft: '3,000' })).toEqual({
      minSqft: 1000,
      maxSqft: 3000,
    });
    expect(toSearchBody({ ...EMPTY_FILTERS, minSqft: ' ', maxSqft: '' })).toEqual({});
  });

  it('parses whole numbers only', () => {
    expect(parseWholeNumber('12,500')).toBe(12500);
    expect(parseWholeNumber('abc')).toBeUndefined();
    expect(parseWholeNumber('-5')).toBeUndefined();
    expect(parseWholeNumber('1.5')).toBeUndefined();
  });

  it('always builds a body the API accepts (any choice of options, any square-feet text)', () => {
    const sqft = fc.oneof(
      fc.constant(''),
      fc.nat(1_000_000).map((n) => n.toLocaleString('en-GB')),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.record({
          ...EMPTY_FILTERS,
          location: fc.string({ maxLength: 100 }),
          propertyType: fc.constantFrom(...PROPERTY_TYPE_OPTIONS),
          priceRange: fc.constantFrom(...PRICE_RANGE_OPTIONS),
          bedrooms: fc.constantFrom(...BEDROOM_OPTIONS),
          bathrooms: fc.constantFrom(...BATHROOM_OPTIONS),
          minSqft: sqft,
          maxSqft: sqft,
          radius: fc.constantFrom(...SEARCH_RADII.map(String), '7'),
          minPrice: fc.constantFrom('', ...PRICE_STEPS.map(String)),
          maxPrice: fc.constantFrom('', ...PRICE_STEPS.map(String)),
          builtForm: fc.subarray([...BUILT_FORMS, 'Castle']),
          tenure: fc.subarray([...TENURES]),
          added: fc.constantFrom('', '1', '3', '7', '14', '5'),
          reducedOnly: fc.boolean(),
          hideSharedAndRetirement: fc.boolean(),
          minEpc: fc.constantFrom('', ...EPC_RATINGS, 'H'),
          area: fc.constantFrom('', DRAWN_AREA),
        }),
        (values) => {
          const body = toSearchBody(values);
          // The form refuses min above max before it gets here; mirror that.
          if (body.minSqft !== undefined && body.maxSqft !== undefined && body.minSqft > body.maxSqft) return;
          if (body.minPrice !== undefined && body.maxPrice !== undefined && body.minPrice > body.maxPrice)
            return;
          expect(propertySearchSchema.safeParse(body).success).toBe(true);
        },
      ),
    );
  });
});
