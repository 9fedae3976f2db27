import { describe, expect, it } from 'vitest';
import { soldPricesToast } from './search-feedback';

describe('soldPricesToast (SPEC 8)', () => {
  it('passes the server reason on as a Search Error', () => {
    expect(soldPricesToast({ kind: 'refused', message: 'Postcode not found' }, 'ZZ1 1ZZ')).toEqual({
      title: 'Search Error',
      description: 'Postcode not found',
      variant: 'destructive',
    });
  });

  it('says Search Failed when the data cannot be reached', () => {
    expect(soldPricesToast({ kind: 'failed' }, 'E14 9AA')).toMatchObject({
      title: 'Search Failed',
      description: 'Unable to connect to property database. Please try again.',
      variant: 'destructive',
    });
  });

  it('reports zero and non-zero counts for the searched postcode', () => {
    expect(soldPricesToast({ kind: 'found', total: 0 }, 'CT11 7BB')).toEqual({
      title: 'No Results',
      description:
        'No sold properties found for CT11 7BB. The Land Registry API has limited public data available.',
    });
    expect(soldPricesToast({ kind: 'found', total: 66 }, 'SW19 3ES')).toEqual({
      title: 'Search Complete',
      description: 'Found 66 properties for SW19 3ES',
    });
    expect(soldPricesToast({ kind: 'found', total: 1 }, 'NE1 4LZ').description).toBe(
      'Found 1 property for NE1 4LZ',
    );
    expect(soldPricesToast({ kind: 'found', total: 1234 }, 'M20').description).toBe(
      'Found 1,234 properties for M20',
    );
  });
});
