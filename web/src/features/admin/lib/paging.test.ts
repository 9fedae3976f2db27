import { describe, expect, it } from 'vitest';
import { pageCount, rangeLabel, tabLabel, toPage } from './paging';

describe('toPage', () => {
  it('keeps a paged answer as it is', () => {
    expect(toPage({ items: [1, 2], total: 40, page: 3, pageSize: 2 }, 3, 2)).toEqual({
      items: [1, 2],
      total: 40,
      page: 3,
      pageSize: 2,
    });
  });

  it('cuts a plain list into the page asked for', () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(toPage(list, 2, 10)).toEqual({ items: list.slice(10, 20), total: 25, page: 2, pageSize: 10 });
    expect(toPage(list, 3, 10).items).toEqual([20, 21, 22, 23, 24]);
  });

  it('copes with an empty or odd answer', () => {
    expect(toPage(null, 1, 10)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect(toPage({}, 2, 5)).toEqual({ items: [], total: 0, page: 2, pageSize: 5 });
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(300, 12)).toBe(25);
  });
});

describe('rangeLabel', () => {
  it('says which items are shown', () => {
    const noun = { one: 'property', many: 'properties' };
    expect(rangeLabel(1, 12, 300, noun)).toBe('Showing 1–12 of 300 properties');
    expect(rangeLabel(25, 12, 300, noun)).toBe('Showing 289–300 of 300 properties');
    expect(rangeLabel(1, 12, 5, noun)).toBe('Showing all 5 properties');
    expect(rangeLabel(1, 12, 1, { one: 'user', many: 'users' })).toBe('Showing 1 user');
    expect(rangeLabel(1, 12, 1234, noun)).toBe('Showing 1–12 of 1,234 properties');
    expect(rangeLabel(1, 12, 0, noun)).toBe('');
  });
});

describe('tabLabel', () => {
  it('adds the count once known, with thousands separators', () => {
    expect(tabLabel('Users', undefined)).toBe('Users');
    expect(tabLabel('Users', 0)).toBe('Users (0)');
    expect(tabLabel('Properties', 1204)).toBe('Properties (1,204)');
  });
});
