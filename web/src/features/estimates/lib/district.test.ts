import { describe, expect, it } from 'vitest';
import { searchedDistrict } from './district';

describe('searchedDistrict', () => {
  it('takes the district of a postcode, sector or district, and nothing else', () => {
    expect(searchedDistrict('sw19 1aa')).toBe('SW19');
    expect(searchedDistrict('SW19 1')).toBe('SW19');
    expect(searchedDistrict('EC1Y')).toBe('EC1Y');
    expect(searchedDistrict('London')).toBeNull();
  });
});
