import { encodePolyline } from '@contracts/search-area';
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
  ADDED_WITHIN_DAYS,
  BUILT_FORMS,
  EPC_RATINGS,
  PRICE_STEPS,
  SEARCH_RADII,
  TENURES,
} from '@contracts/material-info';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  EMPTY_FILTERS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from './search-filters';

/** A triangle around central London, as the map would put it in the address bar. */
const DRAWN_AREA = encodePolyline([
  [51.5, -0.2],
  [51.6, -0.1],
  [51.5, 0],
]);

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe('listing query in the address bar', () => {
  it('defaults to every listing, newest first, as a grid', () => {
    expect(read('')).toEqual({ filters: EMPTY_FILTERS, sort: 'newest', view: 'grid' });
    expect(writeListingQuery(read('')).toString()).toBe('');
  });

  it('reads readable parameters back into form values', () => {
    const query = read(
      'location=Leeds&type=House&price=300k-500k&beds=2&baths=1&minSqft=1000&maxSqft=3000&sort=price-low&view=map',
    );
    expect(query.filters).toEqual({
      ...EMPTY_FILTERS,
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
    const query = read(
      'type=Castle&price=cheap&beds=9&sort=random&view=list&minSqft=big&radius=7&builtForm=castle&tenure=rent&added=5&epc=H&reduced=yes&minPrice=-3',
    );
    expect(query).toEqual({ filters: EMPTY_FILTERS, sort: 'newest', view: 'grid' });
  });

  it("takes the mortgage quiz's maxPrice and sends it as the maximum price", () => {
    const query = read('maxPrice=350000');
    expect(query.filters.maxPrice).toBe('350000');
    expect(listingFilterBody(query)).toEqual({ maxPrice: 350000 });
    expect(isDefaultFilters(query)).toBe(false);
  });

  it('lets a chosen price range replace minimum and maximum prices (the API takes one or the other)', () => {
    const query = read('minPrice=100000&maxPrice=350000&price=0-300k');
    expect([query.filters.minPrice, query.filters.maxPrice]).toEqual(['', '']);
    expect(listingFilterBody({ filters: { ...query.filters, maxPrice: '1' } })).toEqual({
      priceRange: '£0 - £300k',
    });
  });

  it('reads and writes the UK filters: radius, prices, built form, tenure, date added, EPC, flags', () => {
    const address =
      'location=SW19+3ES&radius=3&minPrice=250000&maxPrice=400000&builtForm=semi-detached%2Cdetached&tenure=freehold&added=7&reduced=1&hideShared=1&epc=C';
    const query = read(address);
    expect(listingFilterBody(query)).toEqual({
      location: 'SW19 3ES',
      radius: 3,
      minPrice: 250_000,
      maxPrice: 400_000,
      builtForm: ['Semi-detached', 'Detached'],
      tenure: ['Freehold'],
      maxDaysSinceAdded: 7,
      reducedOnly: true,
      hideSharedAndRetirement: true,
      minEpc: 'C',
    });
    expect(writeListingQuery(query).toString()).toBe(address);
    // A radius means nothing without a location.
    expect(read('radius=3').filters.radius).toBe('0');
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
          radius: fc.constantFrom(...SEARCH_RADII.map(String)),
          minPrice: fc.constantFrom('', ...PRICE_STEPS.map(String)),
          maxPrice: fc.constantFrom('', '412500', ...PRICE_STEPS.map(String)),
          builtForm: fc.subarray([...BUILT_FORMS]),
          tenure: fc.subarray([...TENURES]),
          added: fc.constantFrom('', ...ADDED_WITHIN_DAYS.map(String)),
          reducedOnly: fc.boolean(),
          hideSharedAndRetirement: fc.boolean(),
          minEpc: fc.constantFrom('', ...EPC_RATINGS),
          area: fc.constantFrom('', DRAWN_AREA),
        }),
        fc.constantFrom('newest', 'price-low', 'sqft', 'location') as fc.Arbitrary<ListingQuery['sort']>,
        fc.constantFrom('grid', 'map') as fc.Arbitrary<ListingQuery['view']>,
        (raw, sort, view) => {
          // What the page keeps: a radius only with a location, prices only without a range.
          const ranged = raw.priceRange !== 'Any Price';
          const filters = {
            ...raw,
            radius: raw.location ? raw.radius : '0',
            minPrice: ranged ? '' : raw.minPrice,
            maxPrice: ranged ? '' : raw.maxPrice,
          };
          const query: ListingQuery = { filters, sort, view };
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
            builtForm: fc.subarray([...BUILT_FORMS], { minLength: 1 }),
            tenure: fc.subarray([...TENURES], { minLength: 1 }),
            maxDaysSinceAdded: fc.constantFrom(...ADDED_WITHIN_DAYS),
            reducedOnly: fc.constant(true as const),
            hideSharedAndRetirement: fc.constant(true as const),
            minEpc: fc.constantFrom(...EPC_RATINGS),
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
    const near = { location: 'SW19 3ES', radius: 3, minPrice: 250_000, maxPrice: 400_000 } as const;
    const around = new URL(searchHref(near), 'http://localhost');
    expect(listingFilterBody(readListingQuery(around.searchParams))).toEqual(near);
  });
});
