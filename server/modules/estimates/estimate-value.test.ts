import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARABLES_BIAS, estimateValue, type EvidenceSale, type Subject } from './estimate-value';
import { monthOf } from './months';
import type { PriceIndex } from './price-index';

/** An index flat until `from`, then `rise` higher (log) from that month on. */
function stepIndex(from: string, rise: number): PriceIndex {
  const first = monthOf('2000-01-01');
  const levels = new Float64Array(monthOf('2030-01-01') - first);
  for (let t = monthOf(from) - first; t < levels.length; t++) levels[t] = rise;
  return { firstMonth: first, logLevels: levels, sales: new Int32Array(levels.length) };
}
const flatIndex = stepIndex('2100-01-01', 0);

/** Numbers from 1000, so a generated sale is never the subject's own (12 Acacia Avenue). */
let nextId = 1000;
function sale(overrides: Partial<EvidenceSale>): EvidenceSale {
  nextId++;
  return {
    transactionId: `t${nextId}`,
    price: 300_000,
    date: '2019-06-01',
    postcode: 'SW19 3AB',
    addressKey: `|${nextId}|ACACIA AVENUE`,
    street: 'ACACIA AVENUE',
    paon: String(nextId),
    saon: '',
    type: 'T',
    tenure: 'F',
    newBuild: false,
    fullAddress: `${nextId} Acacia Avenue`,
    ...overrides,
  };
}

const house: Subject & { type: 'T' } = {
  postcode: 'SW19 3AB',
  addressKey: '|12|ACACIA AVENUE',
  street: 'ACACIA AVENUE',
  paon: '12',
  saon: '',
  type: 'T',
  tenure: 'F',
  newBuild: false,
};

describe('estimateValue', () => {
  it("moves the home's own last sale by the local index when nothing else sold near it", () => {
    const own = sale({ ...house, price: 400_000, date: '2015-03-10', fullAddress: '12 Acacia Avenue' });
    const outcome = estimateValue({
      subject: house,
      asOf: '2020-01-01',
      sales: [own],
      index: stepIndex('2017-01-01', Math.log(1.1)),
    });
    expect(outcome.kind).toBe('estimate');
    if (outcome.kind !== 'estimate') return;
    expect(outcome.value.method).toBe('repeat-sale');
    expect(outcome.value.estimate).toBe(440_000);
    expect(outcome.value.lastSale).toMatchObject({ price: 400_000, adjustedPrice: 440_000, weight: 1 });
    expect(outcome.value.comparables).toEqual([]);
  });

  it('values a flat from the flats sold in its building: their geometric mean, equally weighted', () => {
    const flat: Subject & { type: 'F' } = {
      ...house,
      addressKey: 'FLAT 4|COURT HOUSE|HIGH STREET',
      paon: 'COURT HOUSE',
      saon: 'FLAT 4',
      street: 'HIGH STREET',
      type: 'F',
      tenure: 'L',
    };
    const neighbours = [270_000, 300_000, 330_000].map((price, i) =>
      sale({ ...flat, price, saon: `FLAT ${i + 1}`, addressKey: `FLAT ${i + 1}|COURT HOUSE|HIGH STREET` }),
    );
    const outcome = estimateValue({ subject: flat, asOf: '2019-07-01', sales: neighbours, index: flatIndex });
    if (outcome.kind !== 'estimate') throw new Error(outcome.reason);
    // (270,000 x 300,000 x 330,000)^(1/3) = 298,997, to the nearest thousand.
    expect(outcome.value.estimate).toBe(299_000);
    expect(outcome.value.method).toBe('comparables');
    expect(outcome.value.comparables.map((c) => c.relation)).toEqual(['building', 'building', 'building']);
    for (const c of outcome.value.comparables) expect(c.weight).toBeCloseTo(1 / 3, 10);
  });

  it('takes a detached house 12% (log) below its comparables, and no other type', () => {
    const valueAs = (type: EvidenceSale['type']) => {
      const sales = [900_000, 1_000_000, 1_100_000].map((price) =>
        sale({ price, type, postcode: 'SW19 3ZZ', street: 'OTHER ROAD' }),
      );
      const outcome = estimateValue({
        subject: { ...house, type },
        asOf: '2019-07-01',
        sales,
        index: flatIndex,
      });
      if (outcome.kind !== 'estimate') throw new Error(outcome.reason);
      return outcome.value;
    };
    // Equal weights (same age, tenure, sector): (900,000 x 1,000,000 x 1,100,000)^(1/3) = 996,655.
    expect(valueAs('T').estimate).toBe(997_000);
    expect(valueAs('S').estimate).toBe(997_000);
    // Detached: 996,655 x exp(-0.12) = 883,954; the weights shown are unchanged.
    const detached = valueAs('D');
    expect(detached.estimate).toBe(884_000);
    for (const c of detached.comparables) expect(c.weight).toBeCloseTo(1 / 3, 10);
    expect(detached.comparables.map((c) => c.adjustedPrice).sort((a, b) => a - b)).toEqual([
      900_000, 1_000_000, 1_100_000,
    ]);
  });

  it('withholds an estimate with its reason when there is too little evidence', () => {
    const outcome = estimateValue({
      subject: house,
      asOf: '2020-01-01',
      sales: [sale({ price: 500_000 }), sale({ price: 520_000 })],
      index: flatIndex,
    });
    expect(outcome).toEqual({
      kind: 'withheld',
      reason:
        'This home has no earlier sale on record, and fewer than 3 homes of its type have sold near it in the last 10 years.',
    });
  });

  it('gives the nearer sale the larger weight: same postcode over elsewhere in the sector', () => {
    const near = sale({ price: 500_000 });
    const far = sale({
      price: 400_000,
      postcode: 'SW19 3ZZ',
      street: 'OTHER ROAD',
      addressKey: '|1|OTHER ROAD',
    });
    const outcome = estimateValue({
      subject: house,
      asOf: '2020-01-01',
      sales: [near, far, sale({ price: 450_000, postcode: 'SW19 3ZY', street: 'THIRD ROAD' })],
      index: flatIndex,
    });
    if (outcome.kind !== 'estimate') throw new Error(outcome.reason);
    const weightOf = (id: string) => outcome.value.comparables.find((c) => c.transactionId === id)!.weight;
    expect(weightOf(near.transactionId)).toBeGreaterThan(weightOf(far.transactionId));
  });
});

const arbitrarySales = fc.array(
  fc.record({
    price: fc.integer({ min: 50_000, max: 2_000_000 }),
    date: fc
      .integer({ min: 0, max: 3_650 })
      .map((d) => new Date(Date.UTC(2010, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)),
    postcode: fc.constantFrom('SW19 3AB', 'SW19 3AD', 'SW19 1AA'),
    street: fc.constantFrom('ACACIA AVENUE', 'HIGH STREET'),
    tenure: fc.constantFrom('F', 'L'),
    newBuild: fc.boolean(),
  }),
  { minLength: 3, maxLength: 25 },
);
const arbitraryType = fc.constantFrom<EvidenceSale['type']>('D', 'S', 'T', 'F');
const asOf = '2020-06-01';
const risingIndex = stepIndex('2015-01-01', 0.2);

describe('estimateValue properties', () => {
  it("lies within its comparables' adjusted prices, times its type's correction, when the home has no sale of its own", () => {
    fc.assert(
      fc.property(arbitrarySales, arbitraryType, (drawn, type) => {
        const outcome = estimateValue({
          subject: { ...house, type },
          asOf,
          sales: drawn.map((d) => sale({ ...d, type })),
          index: risingIndex,
        });
        if (outcome.kind !== 'estimate') return;
        const factor = Math.exp(COMPARABLES_BIAS[type] ?? 0);
        const adjusted = outcome.value.comparables.map((c) => c.adjustedPrice * factor);
        // Within the range, allowing the rounding of the estimate and of each adjusted price.
        expect(outcome.value.estimate).toBeGreaterThanOrEqual(Math.min(...adjusted) - 501);
        expect(outcome.value.estimate).toBeLessThanOrEqual(Math.max(...adjusted) + 501);
      }),
    );
  });

  it('ignores any sale dated on or after the valuation date', () => {
    fc.assert(
      fc.property(
        arbitrarySales,
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        (drawn, price, days) => {
          const sales = drawn.map((d) => sale(d));
          const later = sale({
            ...house,
            price,
            date: new Date(Date.parse(asOf) + days * 86_400_000).toISOString().slice(0, 10),
          });
          const before = estimateValue({ subject: house, asOf, sales, index: risingIndex });
          const after = estimateValue({ subject: house, asOf, sales: [...sales, later], index: risingIndex });
          expect(after).toEqual(before);
        },
      ),
    );
  });

  it('scales with the prices: every price times k gives the estimate times k', () => {
    fc.assert(
      fc.property(arbitrarySales, arbitraryType, fc.integer({ min: 2, max: 5 }), (drawn, type, k) => {
        const sales = drawn.map((d) => sale({ ...d, type }));
        const subject = { ...house, type };
        const one = estimateValue({ subject, asOf, sales, index: risingIndex });
        const scaled = estimateValue({
          subject,
          asOf,
          sales: sales.map((s) => ({ ...s, price: s.price * k })),
          index: risingIndex,
        });
        expect(scaled.kind).toBe(one.kind);
        if (one.kind !== 'estimate' || scaled.kind !== 'estimate') return;
        // Both are rounded to the nearest £1,000.
        expect(Math.abs(scaled.value.estimate - k * one.value.estimate)).toBeLessThanOrEqual(500 * (k + 1));
        expect(scaled.value.confidence).toBe(one.value.confidence);
      }),
    );
  });
});
