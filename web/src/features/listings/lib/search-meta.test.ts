import { describe, expect, it } from 'vitest';
import { readListingQuery } from './listing-query';
import { searchMeta } from './search-meta';

const metaOf = (query: string) => searchMeta('/search', readListingQuery(new URLSearchParams(query)));

describe('searchMeta', () => {
  it('names an unfiltered search plainly, with a canonical address of its own', () => {
    expect(metaOf('sort=price-low&view=map')).toMatchObject({ page: 'Search Properties', path: '/search' });
  });

  it('names the place, type, bedrooms and price searched', () => {
    expect(metaOf('location=Leeds&type=House&beds=3&maxPrice=400000').page).toBe(
      '3+ bed houses for sale in Leeds up to £400,000',
    );
    expect(metaOf('location=CT11&radius=5&price=300k-500k').page).toBe(
      'Homes for sale within 5 miles of CT11 at £300k - £500k',
    );
    expect(metaOf('minPrice=200000&maxPrice=300000').page).toBe('Homes for sale from £200,000 to £300,000');
  });

  it('keeps only the parameters that choose the homes in the canonical address', () => {
    const { path, description } = metaOf('location=Leeds&sort=price-high&view=map&tenure=freehold&utm=x');
    expect(path).toBe('/search?location=Leeds&tenure=freehold');
    expect(description).toContain('Homes for sale in Leeds');
  });
});
