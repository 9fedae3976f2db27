import { describe, expect, it } from 'vitest';
import { type BacktestRow, runBacktest, summarise } from './backtest';
import type { EvidenceSale } from './estimate-value';

let id = 0;
const sale = (date: string, price: number, paon: string, type: EvidenceSale['type'] = 'T'): EvidenceSale => ({
  transactionId: `t${++id}`,
  price,
  date,
  postcode: 'SW19 7AB',
  addressKey: `|${paon}|OAK ROAD`,
  street: 'OAK ROAD',
  paon,
  saon: '',
  type,
  tenure: 'F',
  newBuild: false,
  fullAddress: `${paon} Oak Road`,
});

/** Twelve houses sold in 2014 and again in 2016 and 2018, 10% dearer each time. */
function history(): EvidenceSale[] {
  const sales: EvidenceSale[] = [];
  for (let i = 1; i <= 12; i++) {
    const base = 300_000 + i * 10_000;
    sales.push(sale(`2014-0${1 + (i % 9)}-10`, base, String(i)));
    sales.push(sale(`2016-0${1 + (i % 9)}-10`, Math.round(base * 1.1), String(i)));
    sales.push(sale(`2018-0${1 + (i % 9)}-10`, Math.round(base * 1.21), String(i)));
  }
  return sales.sort((a, b) => a.date.localeCompare(b.date));
}

describe('runBacktest', () => {
  it('values only the window, and nothing dated on or after a sale changes its estimate', () => {
    const sales = history();
    const rows = runBacktest(sales, { from: '2016-01-01', to: '2016-12-31', district: 'SW19' });
    expect(rows.map((r) => r.sale.date.slice(0, 4))).toEqual(Array(12).fill('2016'));
    const later = [...sales, sale('2017-01-05', 9_000_000, '1'), sale('2017-02-05', 10_000, '99')];
    expect(runBacktest(later, { from: '2016-01-01', to: '2016-12-31', district: 'SW19' })).toEqual(rows);
  });

  it('skips other districts when one is named', () => {
    const sales = [...history(), { ...sale('2016-05-01', 500_000, '1'), postcode: 'SW18 1AA' }];
    const rows = runBacktest(sales, { from: '2016-01-01', to: '2016-12-31', district: 'SW19' });
    expect(rows.every((r) => r.sale.postcode.startsWith('SW19 '))).toBe(true);
  });
});

describe('summarise', () => {
  const row = (price: number, estimate: number | null): BacktestRow => ({
    sale: sale('2016-01-01', price, 'x'),
    outcome:
      estimate === null
        ? { kind: 'withheld', reason: 'none' }
        : {
            kind: 'estimate',
            value: {
              estimate,
              low: estimate * 0.9,
              high: estimate * 1.1,
              confidence: 'medium',
              method: 'comparables',
              lastSale: null,
              comparables: [],
              otherComparables: { count: 0, weight: 0 },
            },
          },
  });

  it('counts the median error, the shares within 10% and 20%, coverage and the range hit rate', () => {
    // Errors 0%, 4.8%, 13% and 20% of the prices paid (estimate 100,000); one withheld.
    const rows = [
      row(100_000, 100_000),
      row(105_000, 100_000),
      row(115_000, 100_000),
      row(125_000, 100_000),
      row(1, null),
    ];
    const { overall, byConfidence } = summarise(rows);
    expect(overall).toMatchObject({
      sales: 5,
      estimated: 4,
      coverage: 0.8,
      within10: 0.5,
      within20: 1,
      inRange: 0.5,
    });
    // 100,000 vs 105,000 is 4.76% of the price: the lower middle of four.
    expect(overall.medianError).toBeCloseTo(5_000 / 105_000, 10);
    expect(byConfidence.medium!.estimated).toBe(4);
    expect(byConfidence.high!.estimated).toBe(0);
  });
});
