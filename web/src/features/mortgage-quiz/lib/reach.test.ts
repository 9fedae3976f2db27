import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateMortgage,
  CLOSED_SCHEMES,
  mortgageQuizSchema,
  quizRecommendations,
  type MortgageQuizInput,
} from './affordability';
import { acceptedAnswers, answers, anyAnswers } from './quiz-answers-fixture';
import { outOfReach, outOfReachMessage, scoreDisplay } from './reach';

const reachOf = (input: MortgageQuizInput) => outOfReach(input, calculateMortgage(input));

describe('outOfReach', () => {
  it('says how far the loan plus the deposit falls short of the price', () => {
    // capacity 30,000 × 4 × 1 = 120,000 < 250,000 − 25,000 = 225,000: 120,000 + 25,000 is 105,000 short.
    const reach = reachOf(answers({ income: 30_000 }));
    expect(reach).toEqual({ borrow: 120_000, deposit: 25_000, price: 250_000, shortfall: 105_000 });
    expect(outOfReachMessage(reach!)).toBe(
      'This home is out of reach: you could borrow up to £120,000, so with your £25,000 deposit you are £105,000 short of £250,000.',
    );
  });

  it('rounds the loan down and the shortfall up, so the three figures add up to the price', () => {
    // 10,001 × 4.5 × 0.7 = 31,503.15: borrow £31,503, 100,000 − 10,000 − 31,503.15 = 58,496.85 -> £58,497.
    const reach = reachOf(
      answers({
        income: 10_001,
        creditScore: 'excellent',
        employmentStatus: 'retired',
        deposit: 10_000,
        propertyValue: 100_000,
      }),
    );
    expect(reach).toMatchObject({ borrow: 31_503, shortfall: 58_497 });
  });

  it('is null when the loan is capped by the price: the home is within reach', () => {
    // capacity 200,000 < 225,000 would fall short; 60,000 × 4 = 240,000 does not.
    expect(reachOf(answers({ income: 60_000 }))).toBeNull();
    expect(reachOf(answers({ income: 56_250 }))).toBeNull(); // exactly 225,000
    expect(reachOf(answers({ income: 56_249 }))).toMatchObject({ shortfall: 4 });
  });

  it('a loan of £0 scores 100 by SPEC 9, but is out of reach and never shown green', () => {
    // 10,000 × 2.5 × 0.1 − 12 × 1,000 < 0: no loan at all.
    const input = answers({
      income: 10_000,
      creditScore: 'poor',
      employmentStatus: 'unemployed',
      existingDebts: 1_000,
    });
    const result = calculateMortgage(input);
    expect(result).toMatchObject({ maxLoan: 0, affordabilityScore: 100 });
    const reach = outOfReach(input, result);
    expect(reach).toEqual({ borrow: 0, deposit: 25_000, price: 250_000, shortfall: 225_000 });
    expect(scoreDisplay(result.affordabilityScore, reach)).toBe('out-of-reach');
    expect(scoreDisplay(result.affordabilityScore, null)).toBe('good');
  });
});

describe('the deposit must be less than the property value', () => {
  const form = {
    income: '45,000',
    deposit: '20,000',
    propertyValue: '250,000',
    creditScore: 'good',
    employmentStatus: 'employed',
    existingDebts: '0',
    dependents: '0',
    firstTimeBuyer: 'yes',
  };
  const issues = (input: unknown) =>
    (mortgageQuizSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it.each(['250,000', '250001', '1,000,000'])('refuses a deposit of %s on a £250,000 home', (deposit) => {
    expect(issues({ ...form, deposit })).toEqual([
      ['deposit', 'Deposit must be less than the property value'],
    ]);
  });

  it('accepts a deposit a pound below the value', () => {
    expect(issues({ ...form, deposit: '249,999' })).toEqual([]);
  });

  it('is checked on step 2, while step 3 is still unanswered', () => {
    const step2 = { ...form, creditScore: undefined, firstTimeBuyer: undefined, deposit: '300,000' };
    expect(issues(step2)).toContainEqual(['deposit', 'Deposit must be less than the property value']);
  });

  it('says nothing about it while either amount is itself wrong', () => {
    expect(issues({ ...form, deposit: '999', propertyValue: '60,000' })).toEqual([
      ['deposit', 'Deposit must be at least £1,000'],
    ]);
    expect(issues({ ...form, deposit: '30,000', propertyValue: '' })).toEqual([
      ['propertyValue', 'Property value must be at least £50,000'],
    ]);
  });
});

describe('quiz rules, for any answers', () => {
  it('the schema refuses exactly the deposits at or above the value', () => {
    fc.assert(
      fc.property(anyAnswers, (input) => {
        const refused = (mortgageQuizSchema.safeParse(input).error?.issues ?? []).some(
          (i) => i.path[0] === 'deposit' && i.message === 'Deposit must be less than the property value',
        );
        expect(refused).toBe(input.deposit >= input.propertyValue);
      }),
    );
  });

  it('a home is out of reach exactly when loan plus deposit is short of the price, and the figures add up', () => {
    fc.assert(
      fc.property(acceptedAnswers, (input) => {
        const result = calculateMortgage(input);
        const reach = outOfReach(input, result);
        expect(reach !== null).toBe(result.maxLoan + input.deposit <= input.propertyValue - 0.01);
        if (!reach) return;
        expect(reach.shortfall).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(reach.borrow) && Number.isInteger(reach.shortfall)).toBe(true);
        const total = reach.borrow + reach.deposit + reach.shortfall;
        expect(Math.abs(total - input.propertyValue)).toBeLessThan(2);
      }),
    );
  });

  it('a zero loan is never shown as a good score without the out-of-reach warning', () => {
    fc.assert(
      fc.property(acceptedAnswers, (input) => {
        const result = calculateMortgage(input);
        const reach = outOfReach(input, result);
        if (result.maxLoan === 0) {
          expect(reach).not.toBeNull();
          expect(scoreDisplay(result.affordabilityScore, reach)).not.toBe('good');
        }
        if (reach) expect(scoreDisplay(result.affordabilityScore, reach)).toBe('out-of-reach');
      }),
    );
  });

  it('first-time buyers get a scheme and an ISA recommendation, and no closed scheme is ever named', () => {
    fc.assert(
      fc.property(acceptedAnswers, (input) => {
        const { recommendations, warnings } = calculateMortgage(input);
        const advice = [...recommendations, ...warnings].join('\n');
        for (const closed of CLOSED_SCHEMES) expect(advice).not.toContain(closed);
        const firstTime = [quizRecommendations.firstTimeBuyerSchemes, quizRecommendations.lifetimeIsa];
        if (input.firstTimeBuyer === 'yes') expect(recommendations.slice(-2)).toEqual(firstTime);
        else for (const tip of firstTime) expect(recommendations).not.toContain(tip);
      }),
    );
  });

  it('the ISA recommendation names the Lifetime ISA, its 25% bonus and its £450,000 limit', () => {
    expect(quizRecommendations.lifetimeIsa).toMatch(/Lifetime ISA.*25%.*£450,000/);
    expect(quizRecommendations.firstTimeBuyerSchemes).toMatch(/Shared Ownership.*95% mortgages/);
  });
});
