import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUYER_CASES, stampDuty, TAX_NATIONS, taxNationForPostcode } from './stamp-duty';

describe('Stamp Duty Land Tax (England), HMRC worked examples', () => {
  it('a £295,000 home bought by a home mover: £4,750', () => {
    // HMRC: 0% on the first £125,000, 2% on the next £125,000 (£2,500), 5% on the final £45,000 (£2,250).
    const result = stampDuty(295_000, 'standard', 'england');
    expect(result.tax).toBe(4_750);
    expect(result.bands.filter((b) => b.tax > 0).map((b) => b.tax)).toEqual([2_500, 2_250]);
    expect(result.taxName).toBe('Stamp Duty Land Tax');
  });

  it("a first-time buyer's £500,000 home: £10,000 (0% to £300,000, 5% on the final £200,000)", () => {
    expect(stampDuty(500_000, 'first-time-buyer', 'england').tax).toBe(10_000);
  });

  it('a first-time buyer above £500,000 pays the standard rates, and is told why', () => {
    const result = stampDuty(500_001, 'first-time-buyer', 'england');
    expect(result.tax).toBe(stampDuty(500_001, 'standard', 'england').tax);
    expect(result.note).toMatch(/only applies up to £500,000/);
  });

  it('an additional home for £300,000: £20,000 (5%, 7% and 10% on the bands)', () => {
    // HMRC higher rates: 5% of £125,000 (£6,250) + 7% of £125,000 (£8,750) + 10% of £50,000 (£5,000).
    expect(stampDuty(300_000, 'additional-home', 'england').tax).toBe(20_000);
  });

  it('the top bands: £2,000,000 home mover', () => {
    // 2,500 + 33,750 (5% of 675,000) + 57,500 (10% of 575,000) + 60,000 (12% of 500,000)
    expect(stampDuty(2_000_000, 'standard', 'england').tax).toBe(153_750);
  });

  it('no higher rates under £40,000', () => {
    expect(stampDuty(39_999, 'additional-home', 'england').tax).toBe(0);
    expect(stampDuty(40_000, 'additional-home', 'england').tax).toBe(2_000);
  });

  it('rounds the tax down to the pound', () => {
    // 2% of £1 above the nil band is 2p.
    expect(stampDuty(125_001, 'standard', 'england').tax).toBe(0);
    expect(stampDuty(125_050, 'standard', 'england').tax).toBe(1);
  });
});

describe('Land Transaction Tax (Wales), Welsh Revenue Authority rates', () => {
  it('a £250,000 home: £1,500 (6% on the £25,000 above £225,000)', () => {
    const result = stampDuty(250_000, 'standard', 'wales');
    expect(result.tax).toBe(1_500);
    expect(result.taxName).toBe('Land Transaction Tax');
  });

  it('a £300,000 additional home: £19,950 (5% to £180,000, 8.5% to £250,000, 10% above)', () => {
    expect(stampDuty(300_000, 'additional-home', 'wales').tax).toBe(19_950);
  });

  it('has no first-time buyer relief, and says so', () => {
    const result = stampDuty(300_000, 'first-time-buyer', 'wales');
    expect(result.tax).toBe(4_500);
    expect(result.note).toMatch(/no first-time buyer relief/);
  });
});

describe('stampDuty properties', () => {
  const price = fc.integer({ min: 0, max: 50_000_000 });
  const buyerCase = fc.constantFrom(...BUYER_CASES);
  const nation = fc.constantFrom(...TAX_NATIONS);

  it('is never negative, a whole number of pounds, and never more than the price', () => {
    fc.assert(
      fc.property(price, buyerCase, nation, (p, c, n) => {
        const { tax } = stampDuty(p, c, n);
        return Number.isInteger(tax) && tax >= 0 && tax <= p;
      }),
    );
  });

  it('never falls as the price rises', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 1_000_000 }), buyerCase, nation, (p, rise, c, n) => {
        return stampDuty(p + rise, c, n).tax >= stampDuty(p, c, n).tax;
      }),
    );
  });

  it('is the sum of its bands, rounded down', () => {
    fc.assert(
      fc.property(price, buyerCase, nation, (p, c, n) => {
        const result = stampDuty(p, c, n);
        return result.tax === Math.floor(result.bands.reduce((sum, b) => sum + b.tax, 0) + 1e-9);
      }),
    );
  });

  it('a first-time buyer never pays more than a home mover, an additional home never less', () => {
    fc.assert(
      fc.property(price, nation, (p, n) => {
        const standard = stampDuty(p, 'standard', n).tax;
        return (
          stampDuty(p, 'first-time-buyer', n).tax <= standard &&
          stampDuty(p, 'additional-home', n).tax >= standard
        );
      }),
    );
  });
});

describe('taxNationForPostcode', () => {
  it('takes Welsh postcode areas as Wales and the rest as England', () => {
    expect(taxNationForPostcode('CF10 1AA')).toBe('wales');
    expect(taxNationForPostcode('sa1 1aa')).toBe('wales');
    expect(taxNationForPostcode('LL57 2DG')).toBe('wales');
    expect(taxNationForPostcode('SW19 3ES')).toBe('england');
    expect(taxNationForPostcode('S1 2HE')).toBe('england');
    expect(taxNationForPostcode('CT11 7BB')).toBe('england');
  });
});
