import { describe, expect, it } from 'vitest';
import { filterFormSchema } from './filter-form-schema';
import { EMPTY_FILTERS } from './search-filters';

const check = (changes: Partial<typeof EMPTY_FILTERS>) =>
  filterFormSchema.safeParse({ ...EMPTY_FILTERS, ...changes });

describe('filter form checks', () => {
  it('accepts an empty form and square feet with commas', () => {
    expect(check({}).success).toBe(true);
    expect(check({ minSqft: '1,000', maxSqft: '3,000' }).success).toBe(true);
  });

  it('refuses square feet that are not whole numbers', () => {
    const result = check({ minSqft: 'lots' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a whole number, e.g. 1,500');
  });

  it('refuses a minimum price above the maximum', () => {
    expect(check({ minPrice: '250000', maxPrice: '400000' }).success).toBe(true);
    const result = check({ minPrice: '500000', maxPrice: '400000' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['maxPrice'],
      message: 'Min price must not be more than max price',
    });
  });

  it('refuses a minimum above the maximum', () => {
    const result = check({ minSqft: '3,000', maxSqft: '1,000' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['maxSqft'],
      message: 'Min sqft must not be more than max sqft',
    });
  });
});
