import type { SoldResult } from '@contracts/sold/search';
import { describe, expect, it } from 'vitest';
import { median, summariseNearby, typeGroup } from './nearby-sales';

const sale = (id: number, price: number, propertyType: string) =>
  ({ id: String(id), price, propertyType, address: `${id} Road`, date: '2024-01-01' }) as SoldResult;

describe('sold prices near a listing', () => {
  it('matches listing types to Land Registry types', () => {
    expect(typeGroup('Flat').key).toBe('flat');
    expect(typeGroup('Apartment').key).toBe('flat');
    expect(typeGroup('Condo').key).toBe('flat');
    expect(typeGroup('House').key).toBe('house');
    expect(typeGroup('Bungalow').key).toBe('house');
    expect(typeGroup('Townhome').key).toBe('house');
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([100, 400, 200, 300])).toBe(250);
  });

  it('lists the 8 latest sales and the median of the same type only', () => {
    const sales = [
      ...Array.from({ length: 9 }, (_, i) => sale(i, 200_000 + i * 1000, 'Terraced')),
      sale(20, 100_000, 'Flat/Maisonette'),
      sale(21, 900_000, 'Other'),
    ];
    const house = summariseNearby(sales, 'House');
    expect(house.latest.map((s) => s.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(house.typeMedian).toBe(204_000);
    expect(house.typeSales).toBe(9);
    const flat = summariseNearby(sales, 'Flat');
    expect(flat.typeMedian).toBe(100_000);
    expect(flat.typeSales).toBe(1);
  });
});
