import { describe, expect, it } from 'vitest';
import { readSoldSearch } from './sold-search';
import { soldSearchMeta } from './sold-search-meta';

const metaOf = (query: string) => soldSearchMeta('/sold-prices', readSoldSearch(new URLSearchParams(query))!);

describe('soldSearchMeta', () => {
  it('names the searched postcode and radius', () => {
    expect(metaOf('postcode=sw19 3es&radius=0.25').page).toBe(
      'Sold house prices within 0.25 miles of SW19 3ES',
    );
    expect(metaOf('postcode=SW19&radius=0').page).toBe('Sold house prices in SW19');
  });

  it('keeps the search and its filters in the canonical address, not the sort', () => {
    expect(metaOf('postcode=SW19 3ES&radius=1&tenure=F&sort=price-desc').path).toBe(
      '/sold-prices?postcode=SW19+3ES&radius=1&tenure=F',
    );
  });
});
