import { PROPERTY_SORTS } from '@contracts/property';
import { describe, expect, it } from 'vitest';
import { SORT_LABELS, sortProperties } from './sort-properties';
import { testProperty } from './test-property';

const a = testProperty({
  title: 'a',
  price: 300_000,
  sqft: 900,
  city: 'york',
  state: 'North Yorkshire',
  createdAt: '2026-03-01T00:00:00.000Z',
});
const b = testProperty({
  title: 'b',
  price: 150_000,
  sqft: 1500,
  city: 'Bath',
  state: 'Somerset',
  createdAt: '2026-02-01T00:00:00.000Z',
});
const c = testProperty({
  title: 'c',
  price: 300_000,
  sqft: 1100,
  city: 'Leeds',
  state: 'West Yorkshire',
  createdAt: '2026-04-01T00:00:00.000Z',
});
const d = testProperty({
  title: 'd',
  price: 500_000,
  sqft: 700,
  city: 'Harrogate',
  state: 'North Yorkshire',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const list = [a, b, c, d];
const titles = (sort: Parameters<typeof sortProperties>[1]) =>
  sortProperties(list, sort)
    .map((p) => p.title)
    .join('');

describe('sortProperties (SPEC 2 sort keys)', () => {
  it('newest first by default', () => expect(titles('newest')).toBe('cabd'));
  it('price low to high, ties newest first', () => expect(titles('price-low')).toBe('bcad'));
  it('price high to low, ties newest first', () => expect(titles('price-high')).toBe('dcab'));
  it('largest first', () => expect(titles('sqft')).toBe('bcad'));
  it('city A-Z ignoring case', () => expect(titles('domain-az')).toBe('bdca'));
  it('city Z-A ignoring case', () => expect(titles('domain-za')).toBe('acdb'));
  it('region, then city', () => expect(titles('location')).toBe('dabc'));

  it('ties on everything fall back to the id, newest id first', () => {
    const x = testProperty({ id: '00000000-0000-4000-8000-00000000000a' });
    const y = testProperty({ id: '00000000-0000-4000-8000-00000000000b' });
    expect(sortProperties([x, y], 'newest')).toEqual([y, x]);
  });

  it('does not change the list it was given', () => {
    const before = [...list];
    sortProperties(list, 'price-high');
    expect(list).toEqual(before);
  });

  it('has a label for every key', () => {
    for (const key of PROPERTY_SORTS) expect(SORT_LABELS[key]).toBeTruthy();
  });
});
