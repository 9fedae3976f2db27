import { describe, expect, it } from 'vitest';
import { activeExtraFilters, initialFormValues, resetAfterSearch, searchFromForm } from './search-form';

describe('sold prices form', () => {
  it('starts at radius 1 and all time (SPEC 9)', () => {
    expect(initialFormValues()).toEqual({
      postcode: '',
      radius: 1,
      timeRange: 'all',
      propertyType: 'any',
      tenure: 'any',
      newBuild: 'any',
    });
  });

  it('takes the extra filters of the search on show, never its postcode', () => {
    const values = initialFormValues({
      postcode: 'SW19 3ES',
      radius: 5,
      timeRange: '1year',
      tenure: 'L',
      newBuild: false,
    });
    expect(values).toMatchObject({
      postcode: '',
      radius: 1,
      timeRange: 'all',
      tenure: 'L',
      newBuild: 'established',
    });
  });

  it('has no search without a postcode', () => {
    expect(searchFromForm({ ...initialFormValues(), postcode: '   ' })).toBeNull();
  });

  it('turns the form into a search, leaving unset filters out', () => {
    const values = {
      ...initialFormValues(),
      postcode: ' sw19  3es ',
      radius: 0.5 as const,
      propertyType: 'F' as const,
      newBuild: 'new' as const,
    };
    expect(searchFromForm(values, 'price-desc')).toEqual({
      postcode: 'SW19 3ES',
      radius: 0.5,
      timeRange: 'all',
      propertyType: 'F',
      tenure: undefined,
      newBuild: true,
      sort: 'price-desc',
    });
    expect(activeExtraFilters(values)).toBe(2);
  });

  it('clears the postcode and resets radius and date after a search, keeping the rest (SPEC 4)', () => {
    const values = {
      postcode: 'E14 9AA',
      radius: 10 as const,
      timeRange: '5years' as const,
      propertyType: 'T' as const,
      tenure: 'F' as const,
      newBuild: 'any' as const,
    };
    expect(resetAfterSearch(values)).toEqual({ ...values, postcode: '', radius: 1, timeRange: 'all' });
  });
});
