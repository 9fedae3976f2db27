import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { soldMessages } from '@contracts/sold/search';
import type { PropertyHistory } from '@contracts/sold/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  type FixtureSale,
  HISTORY_PROPERTY,
  loadSearchFixture,
  milesOf,
} from '../../test/sold-search-fixture';

describe('GET /api/property-history', () => {
  let t: TestApp;
  let sales: FixtureSale[];
  beforeAll(async () => {
    t = await buildTestApp();
    sales = await loadSearchFixture(t.database, new Date());
  });
  afterAll(() => t.close());

  const get = (address: string, postcode: string) =>
    t.app.inject({
      url: `/api/property-history?address=${encodeURIComponent(address)}&postcode=${encodeURIComponent(postcode)}`,
    });
  const history = async (address: string, postcode: string) => {
    const res = await get(address, postcode);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PropertyHistory;
  };
  const isHistoryProperty = (s: FixtureSale) =>
    s.record.postcode === 'SW19 1AA' && s.record.saon === 'FLAT 1';

  it("lists the property's sales newest first with the change between the last two", async () => {
    const h = await history(HISTORY_PROPERTY.address, 'SW19 1AA');
    const own = sales.filter(isHistoryProperty).sort((a, b) => b.record.date.localeCompare(a.record.date));
    expect(h.priceHistory.map((s) => [s.id, s.price, s.date])).toEqual(
      own.map((s) => [s.record.id.toLowerCase(), s.record.price, s.record.date]),
    );
    expect(h.priceHistory[0]).toMatchObject({
      formattedPrice: '£450,000',
      propertyType: 'Flat/Maisonette',
      newBuild: false,
      tenure: 'Leasehold',
    });
    expect(h.currentProperty).toMatchObject({
      address: HISTORY_PROPERTY.address,
      postcode: 'SW19 1AA',
      date: own[0]?.record.date,
      price: 450000,
      formattedPrice: '£450,000',
      propertyType: 'Flat/Maisonette',
      // HM Land Registry's duration column, shown on the page beside the spec's fields.
      tenure: 'Leasehold',
    });
    expect(h.priceChange).toBe(150000);
    expect(h.priceChangePercent).toBe(50);
    expect(h.attribution).toBe(SOLD_ATTRIBUTION);
  });

  it('lists up to 8 recent standard residential sales nearby: same postcode first, then within half a mile, newest first', async () => {
    const h = await history(HISTORY_PROPERTY.address, 'SW19 1AA');
    const byDate = (a: FixtureSale, b: FixtureSale) => b.record.date.localeCompare(a.record.date);
    const standard = (s: FixtureSale) => s.record.category === 'A' && s.record.type !== 'O';
    // 18 Acacia Avenue (category B) is at the same postcode and newer than some that are listed.
    expect(sales.some((s) => s.record.postcode === 'SW19 1AA' && !standard(s))).toBe(true);
    const samePostcode = sales
      .filter((s) => s.record.postcode === 'SW19 1AA' && !isHistoryProperty(s) && standard(s))
      .sort(byDate);
    const near = sales
      .filter(
        (s) => s.record.postcode !== 'SW19 1AA' && (milesOf(s.record.postcode) ?? 99) <= 0.5 && standard(s),
      )
      .sort(byDate);
    const expected = [...samePostcode, ...near].slice(0, 8);
    expect(h.neighboringSales.map((s) => s.id)).toEqual(expected.map((s) => s.record.id.toLowerCase()));
    expect(h.neighboringSales.every((s) => s.distance !== undefined && s.distance <= 0.5)).toBe(true);
    const mean = Math.round(expected.reduce((sum, s) => sum + s.record.price, 0) / expected.length);
    expect(h.averagePrice).toBe(mean);
  });

  it('gives the median standard sale price per year in the postcode sector', async () => {
    const h = await history(HISTORY_PROPERTY.address, 'SW19 1AA');
    expect(h.area).toBe('SW19 1');
    const inSector = sales.filter((s) => s.record.postcode.startsWith('SW19 1') && s.record.category === 'A');
    const years = [...new Set(inSector.map((s) => Number(s.record.date.slice(0, 4))))].sort();
    expect(h.areaMedianByYear.map((y) => y.year)).toEqual(years);
    for (const { year, median, sales: count } of h.areaMedianByYear) {
      const prices = inSector
        .filter((s) => s.record.date.startsWith(String(year)))
        .map((s) => s.record.price)
        .sort((a, b) => a - b);
      const mid = prices.length / 2;
      const expected =
        prices.length % 2 ? prices[Math.floor(mid)] : ((prices[mid - 1] ?? 0) + (prices[mid] ?? 0)) / 2;
      expect([year, median, count]).toEqual([year, Math.round(expected ?? 0), prices.length]);
    }
  });

  it('finds the property however the address is cased, spaced or punctuated', async () => {
    for (const address of [
      'flat 1, 12 acacia avenue, wimbledon, london',
      'FLAT 1 12 ACACIA AVENUE WIMBLEDON LONDON',
      '  Flat 1,12   Acacia Avenue, Wimbledon,London ',
      'Flat 1 12 Acacia Avenue',
    ]) {
      expect((await history(address, 'sw191aa')).priceHistory).toHaveLength(3);
    }
  });

  it('answers a single sale with no change', async () => {
    const h = await history('14 Acacia Avenue, Wimbledon, London', 'SW19 1AA');
    expect(h.priceHistory).toHaveLength(1);
    expect([h.priceChange, h.priceChangePercent]).toEqual([0, 0]);
  });

  it('answers 404 for an address or postcode without sales', async () => {
    for (const [address, postcode] of [
      ['99 Nowhere Street, London', 'SW19 1AA'],
      [HISTORY_PROPERTY.address, 'SW19 1AB'],
      [HISTORY_PROPERTY.address, 'ZZ99 9ZZ'],
    ] as const) {
      const res = await get(address, postcode);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: soldMessages.propertyNotFound, code: 'not_found' });
    }
  });

  it.each([
    ['postcode=SW19%201AA', soldMessages.addressRequired],
    ['address=&postcode=SW19%201AA', soldMessages.addressRequired],
    ['address=x', soldMessages.postcodeInvalid],
    ['address=x&postcode=SW19', soldMessages.postcodeInvalid],
    [`address=${'x'.repeat(301)}&postcode=SW19%201AA`, 'Address must be at most 300 characters'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await t.app.inject({ url: `/api/property-history?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
