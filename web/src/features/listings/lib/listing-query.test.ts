import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDefaultFilters,
  listingFilterBody,
  readListingQuery,
  searchHref,
  writeListingQuery,
  type ListingQuery,
} from './listing-query';
import { PRICE_RANGES, PROPERTY_TYPES } from '@contracts/property-options';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  EMPTY_FILTERS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from './search-filters';

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe('listing query in the address bar', () => {
  it('defaults to every listing, newest first, as a grid', () => {
    expect(read('')).toEqual({ filters: EMPTY_FILTERS, maxPrice: undefined, sort: 'newest', view: 'grid' });
    expect(writeListingQuery(read('')).toString()).toBe('');
  });

  it('reads readable parameters back into form values', () => {
    const query = read(
      'location=Leeds&type=House&price=300k-500k&beds=2&baths=1&minSqft=1000&maxSqft=3000&sort=price-low&view=map',
    );
    expect(query.filters).toEqual({
      location: 'Leeds',
      propertyType: 'House',
      priceRange: '£300k - £500k',
      bedrooms: '2+',
      bathrooms: '1+',
      minSqft: '1,000',
      maxSqft: '3,000',
    });
    expect(query.sort).toBe('price-low');
    expect(query.view).toBe('map');
  });

  it('ignores values it does not know', () => {
    const query = read('type=Castle&price=cheap&beds=9&sort=random&view=list&minSqft=big');
    expect(query).toEqual({ filters: EMPTY_FILTERS, maxPrice: undefined, sort: 'newest', view: 'grid' });
  });

  it("takes the mortgage quiz's maxPrice and sends it as the price cap", () => {
    const query = read('maxPrice=350000');
    expect(query.maxPrice).toBe(350000);
    expect(listingFilterBody(query)).toEqual({ maxPrice: 350000 });
    expect(isDefaultFilters(query)).toBe(false);
  });

  it('lets a chosen price range replace the quiz cap (the API takes one or the other)', () => {
    const query = read('maxPrice=350000&price=0-300k');
    expect(query.maxPrice).toBeUndefined();
    expect(listingFilterBody({ ...query, maxPrice: 1 })).toEqual({ priceRange: '£0 - £300k' });
  });

  it('survives a round trip for any form state', () => {
    fc.assert(
      fc.property(
        fc.record({
          location: fc.string({ maxLength: 40 }).map((s) => s.trim()),
          propertyType: fc.constantFrom(...PROPERTY_TYPE_OPTIONS),
          priceRange: fc.constantFrom(...PRICE_RANGE_OPTIONS),
          bedrooms: fc.constantFrom(...BEDROOM_OPTIONS),
          bathrooms: fc.constantFrom(...BATHROOM_OPTIONS),
          minSqft: fc
            .option(fc.nat(100_000), { nil: undefined })
            .map((n) => (n === undefined ? '' : n.toLocaleString('en-GB'))),
          maxSqft: fc
            .option(fc.nat(100_000), { nil: undefined })
            .map((n) => (n === undefined ? '' : n.toLocaleString('en-GB'))),
        }),
        fc.constantFrom('newest', 'price-low', 'sqft', 'location') as fc.Arbitrary<ListingQuery['sort']>,
        fc.constantFrom('grid', 'map') as fc.Arbitrary<ListingQuery['view']>,
        (filters, sort, view) => {
          const query: ListingQuery = { filters, sort, view, maxPrice: undefined };
          expect(readListingQuery(writeListingQuery(query))).toEqual(query);
        },
      ),
    );
  });

  it('opens a saved filter body on the search page with the same filters', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            location: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/),
            propertyType: fc.constantFrom(...PROPERTY_TYPES),
            priceRange: fc.constantFrom(...PRICE_RANGES.map((r) => r.label)),
            bedrooms: fc.integer({ min: 1, max: 4 }),
            bathrooms: fc.integer({ min: 1, max: 3 }),
            minSqft: fc.nat(100_000),
            maxSqft: fc.nat(100_000),
          },
          { requiredKeys: [] },
        ),
        (body) => {
          const href = searchHref(body);
          expect(href.startsWith('/search?')).toBe(true);
          const url = new URL(href, 'http://localhost');
          expect(listingFilterBody(readListingQuery(url.searchParams))).toEqual(body);
        },
      ),
    );
    const capped = new URL(searchHref({ location: 'Leeds', maxPrice: 412_500 }), 'http://localhost');
    expect(listingFilterBody(readListingQuery(capped.searchParams))).toEqual({
      location: 'Leeds',
      maxPrice: 412_500,
    });
  });
});
