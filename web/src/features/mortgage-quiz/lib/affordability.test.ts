import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affordablePrice,
  calculateMortgage,
  mortgageQuizMessages,
  mortgageQuizSchema,
  quizRecommendations,
  quizWarnings,
  scoreBand,
} from './affordability';
import { acceptedAnswers, answers, money } from './quiz-answers-fixture';

/**
 * Expected figures worked out by hand from SPEC 9, the repayment P·r(1+r)^300/((1+r)^300 − 1)
 * evaluated with `bc -l` at 30 digits. ratio = payment ÷ (0.75 × income ÷ 12) × 100; score = 130 − ratio.
 */
describe('calculateMortgage (SPEC 9)', () => {
  it('good credit, employed, LTV exactly 80 (+0.2, not +0.5)', () => {
    // capacity 50,000 × 4 × 1 = 200,000 < 250,000 − 25,000 = 225,000; LTV 200,000 ÷ 250,000 = 80
    // rate 3.5 + 0.2 + 0.3 (good) = 4.0; payment 1,055.673680; ratio 1,055.67 ÷ 3,125 = 33.78 -> score 96
    const result = calculateMortgage(answers());
    expect(result.maxLoan).toBe(200_000);
    expect(result.loanToValue).toBe(80);
    expect(result.interestRate).toBe(4);
    expect(result.monthlyPayment).toBeCloseTo(1055.67368, 4);
    expect(result.affordabilityScore).toBe(96);
    expect(result.warnings).toEqual([]);
    expect(result.recommendations).toEqual([]);
  });

  it('excellent credit: multiplier 4.5, no rate addition; first-time buyer recommendations', () => {
    // capacity 40,000 × 4.5 = 180,000 < 240,000; LTV 60 (no addition); rate 3.5
    // payment 901.122426; ratio 901.12 ÷ 2,500 = 36.04 -> score 93.96 -> 94
    const result = calculateMortgage(
      answers({
        income: 40_000,
        deposit: 60_000,
        propertyValue: 300_000,
        creditScore: 'excellent',
        firstTimeBuyer: 'yes',
      }),
    );
    expect(result.maxLoan).toBe(180_000);
    expect(result.loanToValue).toBe(60);
    expect(result.interestRate).toBe(3.5);
    expect(result.monthlyPayment).toBeCloseTo(901.122426, 4);
    expect(result.affordabilityScore).toBe(94);
    expect(result.warnings).toEqual([]);
    expect(result.recommendations).toEqual([
      quizRecommendations.firstTimeBuyerSchemes,
      quizRecommendations.lifetimeIsa,
    ]);
  });

  it('fair credit: multiplier 3.5, +0.8 and a warning; loan limited by value − deposit; LTV 85 adds 0.5', () => {
    // capacity 60,000 × 3.5 = 210,000 > 200,000 − 30,000 = 170,000 -> loan 170,000; LTV 85
    // rate 3.5 + 0.5 + 0.8 = 4.8; payment 974.094835; ratio 974.09 ÷ 3,750 = 25.98 -> 104.02 -> clamped 100
    const result = calculateMortgage(
      answers({ income: 60_000, deposit: 30_000, propertyValue: 200_000, creditScore: 'fair' }),
    );
    expect(result.maxLoan).toBe(170_000);
    expect(result.loanToValue).toBe(85);
    expect(result.interestRate).toBe(4.8);
    expect(result.monthlyPayment).toBeCloseTo(974.094835, 4);
    expect(result.affordabilityScore).toBe(100);
    expect(result.warnings).toEqual([quizWarnings.credit]);
  });

  it('poor credit: multiplier 2.5, +1.5 and a warning; LTV 75 adds 0.2', () => {
    // capacity 30,000 × 2.5 = 75,000 < 90,000; LTV 75; rate 3.5 + 0.2 + 1.5 = 5.2; payment 447.226138
    const result = calculateMortgage(
      answers({ income: 30_000, deposit: 10_000, propertyValue: 100_000, creditScore: 'poor' }),
    );
    expect(result.maxLoan).toBe(75_000);
    expect(result.loanToValue).toBe(75);
    expect(result.interestRate).toBe(5.2);
    expect(result.monthlyPayment).toBeCloseTo(447.226138, 4);
    expect(result.affordabilityScore).toBe(100);
    expect(result.warnings).toEqual([quizWarnings.credit]);
  });

  it('self-employed: factor 0.8, a warning and the accounts recommendation before the first-time ones', () => {
    // capacity 50,000 × 4.5 × 0.8 = 180,000; LTV 45; rate 3.5; payment 901.122426; ratio 28.84 -> 101.16 -> 100
    const result = calculateMortgage(
      answers({
        deposit: 50_000,
        propertyValue: 400_000,
        creditScore: 'excellent',
        employmentStatus: 'self-employed',
        firstTimeBuyer: 'yes',
      }),
    );
    expect(result.maxLoan).toBe(180_000);
    expect(result.loanToValue).toBe(45);
    expect(result.monthlyPayment).toBeCloseTo(901.122426, 4);
    expect(result.affordabilityScore).toBe(100);
    expect(result.warnings).toEqual([quizWarnings.selfEmployed]);
    expect(result.recommendations).toEqual([
      quizRecommendations.selfEmployedAccounts,
      quizRecommendations.firstTimeBuyerSchemes,
      quizRecommendations.lifetimeIsa,
    ]);
  });

  it.each([
    // retired: 40,000 × 4 × 0.7 = 112,000; payment at 3.8% 578.879349
    { employmentStatus: 'retired', income: 40_000, loan: 112_000, payment: 578.879349 },
    // student: 20,000 × 4 × 0.3 = 24,000; payment at 3.8% = 24,000 × (578.879349 ÷ 112,000) = 124.045575
    { employmentStatus: 'student', income: 20_000, loan: 24_000, payment: 124.045575 },
    // unemployed: 10,000 × 4 × 0.1 = 4,000; payment at 3.8% 20.674262
    { employmentStatus: 'unemployed', income: 10_000, loan: 4_000, payment: 20.674262 },
  ] as const)(
    '$employmentStatus: capacity uses its factor',
    ({ employmentStatus, income, loan, payment }) => {
      const result = calculateMortgage(
        answers({ income, deposit: 100_000, propertyValue: 400_000, employmentStatus }),
      );
      expect(result.maxLoan).toBeCloseTo(loan, 6);
      expect(result.loanToValue).toBeCloseTo((loan / 400_000) * 100, 9);
      expect(result.interestRate).toBe(3.8);
      expect(result.monthlyPayment).toBeCloseTo(payment, 4);
      expect(result.warnings).toEqual([]);
    },
  );

  it('monthly debts (× 12) and dependents (5,000 each) come off the capacity', () => {
    // 50,000 × 4 − 12 × 500 − 2 × 5,000 = 184,000; LTV 61.33; rate 3.8; payment 951.016073
    // ratio 951.02 ÷ 3,125 = 30.43 -> score 99.57 -> 100
    const result = calculateMortgage(
      answers({ deposit: 20_000, propertyValue: 300_000, existingDebts: 500, dependents: 2 }),
    );
    expect(result.maxLoan).toBe(184_000);
    expect(result.monthlyPayment).toBeCloseTo(951.016073, 4);
    expect(result.affordabilityScore).toBe(100);
  });

  it('LTV above 90 adds 1 and warns; payments over 40% of the guideline warn too', () => {
    // capacity 50,000 × 4.5 = 225,000 < 240,000 − 10,000 = 230,000; LTV 225,000 ÷ 240,000 = 93.75
    // rate 3.5 + 1 = 4.5; payment 1,250.623075; ratio 1,250.62 ÷ 3,125 = 40.02 (> 40) -> score 89.98 -> 90
    const result = calculateMortgage(
      answers({ deposit: 10_000, propertyValue: 240_000, creditScore: 'excellent' }),
    );
    expect(result.maxLoan).toBe(225_000);
    expect(result.loanToValue).toBe(93.75);
    expect(result.interestRate).toBe(4.5);
    expect(result.monthlyPayment).toBeCloseTo(1250.623075, 4);
    expect(result.affordabilityScore).toBe(90);
    expect(result.warnings).toEqual([quizWarnings.highLtv, quizWarnings.unaffordable]);
  });

  it('LTV exactly 90 adds 0.5 and does not warn; a ratio of 38 does not warn', () => {
    // 225,000 ÷ 250,000 = 90; rate 3.5 + 0.5 = 4.0; payment 1,187.632890; ratio 38.00 -> score 92
    const result = calculateMortgage(answers({ creditScore: 'excellent' }));
    expect(result.loanToValue).toBe(90);
    expect(result.interestRate).toBe(4);
    expect(result.monthlyPayment).toBeCloseTo(1187.63289, 4);
    expect(result.affordabilityScore).toBe(92);
    expect(result.warnings).toEqual([]);
  });

  it('LTV exactly 70 adds nothing', () => {
    // 200,000 − 60,000 = 140,000 (capacity 450,000); LTV 70; rate 3.5; payment 700.872998
    const result = calculateMortgage(
      answers({ income: 100_000, deposit: 60_000, propertyValue: 200_000, creditScore: 'excellent' }),
    );
    expect(result.loanToValue).toBe(70);
    expect(result.interestRate).toBe(3.5);
    expect(result.monthlyPayment).toBeCloseTo(700.872998, 4);
  });

  it('a negative capacity gives no loan, no payment and the top score', () => {
    // 10,000 × 2.5 × 0.1 − 12 × 1,000 = −9,500 -> loan 0; rate 3.5 + 1.5 = 5.0; ratio 0 -> 130 -> 100
    const result = calculateMortgage(
      answers({ income: 10_000, creditScore: 'poor', employmentStatus: 'unemployed', existingDebts: 1_000 }),
    );
    expect(result).toMatchObject({
      maxLoan: 0,
      monthlyPayment: 0,
      loanToValue: 0,
      interestRate: 5,
      affordabilityScore: 100,
    });
    expect(result.warnings).toEqual([quizWarnings.credit]);
  });

  it('a deposit above the property value gives no loan', () => {
    expect(calculateMortgage(answers({ deposit: 300_000 })).maxLoan).toBe(0);
  });
});

describe('affordablePrice and scoreBand', () => {
  it('adds the deposit to the loan and rounds down to whole pounds', () => {
    expect(affordablePrice({ maxLoan: 184_999.99 }, 20_000)).toBe(204_999);
    expect(affordablePrice({ maxLoan: 0 }, 1_000)).toBe(1_000);
  });

  it('is green from 70, yellow from 40, red below', () => {
    expect([100, 70, 69, 40, 39, 0].map(scoreBand)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });
});

describe('mortgageQuizSchema (SPEC 5)', () => {
  const form = {
    income: '45,000',
    deposit: '£20,000',
    propertyValue: ' 250000 ',
    creditScore: 'good',
    employmentStatus: 'retired',
    existingDebts: '',
    dependents: '',
    firstTimeBuyer: 'yes',
  };
  const messages = (input: unknown) =>
    Object.fromEntries(
      (mortgageQuizSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('reads form text as pounds; blank debts and dependents mean none', () => {
    expect(mortgageQuizSchema.parse(form)).toEqual({
      income: 45_000,
      deposit: 20_000,
      propertyValue: 250_000,
      creditScore: 'good',
      employmentStatus: 'retired',
      existingDebts: 0,
      dependents: 0,
      firstTimeBuyer: 'yes',
    });
  });

  it('gives the spec messages at the minimums', () => {
    expect(
      messages({
        ...form,
        income: '9999',
        deposit: '999',
        propertyValue: '49,999',
        existingDebts: '-1',
        dependents: '-1',
      }),
    ).toEqual({
      income: mortgageQuizMessages.income,
      deposit: mortgageQuizMessages.deposit,
      propertyValue: mortgageQuizMessages.propertyValue,
      existingDebts: mortgageQuizMessages.existingDebts,
      dependents: mortgageQuizMessages.dependents,
    });
    expect(messages({ ...form, income: '10000', deposit: '1000', propertyValue: '50000' })).toEqual({});
  });

  it('treats a blank or unreadable amount as below the minimum', () => {
    expect(
      messages({ ...form, income: '', deposit: 'lots', dependents: '1.5', existingDebts: 'some' }),
    ).toEqual({
      income: mortgageQuizMessages.income,
      deposit: mortgageQuizMessages.deposit,
      existingDebts: mortgageQuizMessages.debtsNotAmount,
      dependents: mortgageQuizMessages.dependentsNotWhole,
    });
  });

  it('asks for each choice when it is missing or not one of the options', () => {
    expect(messages({ ...form, creditScore: '', employmentStatus: 'x', firstTimeBuyer: 'maybe' })).toEqual({
      creditScore: mortgageQuizMessages.creditScore,
      employmentStatus: mortgageQuizMessages.employmentStatus,
      firstTimeBuyer: mortgageQuizMessages.firstTimeBuyer,
    });
  });
});

describe('calculateMortgage properties', () => {
  it('never gives a negative figure, a loan above value − deposit or a score outside 0 to 100', () => {
    fc.assert(
      fc.property(acceptedAnswers, (input) => {
        expect(mortgageQuizSchema.safeParse(input).success).toBe(true);
        const result = calculateMortgage(input);
        for (const figure of [result.maxLoan, result.monthlyPayment, result.loanToValue, result.interestRate])
          expect(Number.isFinite(figure) && figure >= 0).toBe(true);
        expect(result.maxLoan).toBeLessThanOrEqual(Math.max(0, input.propertyValue - input.deposit));
        expect(Number.isInteger(result.affordabilityScore)).toBe(true);
        expect(result.affordabilityScore).toBeGreaterThanOrEqual(0);
        expect(result.affordabilityScore).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('more debts or dependents never raise the loan', () => {
    fc.assert(
      fc.property(
        acceptedAnswers,
        money(0),
        fc.integer({ min: 0, max: 5 }),
        (input, moreDebt, moreDependents) => {
          const worse = {
            ...input,
            existingDebts: input.existingDebts + moreDebt,
            dependents: input.dependents + moreDependents,
          };
          expect(calculateMortgage(worse).maxLoan).toBeLessThanOrEqual(calculateMortgage(input).maxLoan);
        },
      ),
    );
  });
});
