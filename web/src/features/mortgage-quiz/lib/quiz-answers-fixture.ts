import fc from 'fast-check';
import {
  CREDIT_SCORES,
  EMPLOYMENT_STATUSES,
  MAX_AMOUNT,
  MAX_DEPENDENTS,
  type MortgageQuizInput,
} from './affordability';

/** Test answers: a £250,000 home, £25,000 deposit, £50,000 income and nothing unusual, unless overridden. */
export const answers = (overrides: Partial<MortgageQuizInput> = {}): MortgageQuizInput => ({
  income: 50_000,
  deposit: 25_000,
  propertyValue: 250_000,
  creditScore: 'good',
  employmentStatus: 'employed',
  existingDebts: 0,
  dependents: 0,
  firstTimeBuyer: 'no',
  ...overrides,
});

/** Any amount of pounds from `min` up to the quiz's maximum. */
export const money = (min: number) => fc.double({ min, max: MAX_AMOUNT, noNaN: true });

/** Any answers the form's fields allow, including a deposit at or above the value. */
export const anyAnswers = fc.record({
  income: money(10_000),
  deposit: money(1_000),
  propertyValue: money(50_000),
  creditScore: fc.constantFrom(...CREDIT_SCORES),
  employmentStatus: fc.constantFrom(...EMPLOYMENT_STATUSES),
  existingDebts: money(0),
  dependents: fc.integer({ min: 0, max: MAX_DEPENDENTS }),
  firstTimeBuyer: fc.constantFrom('yes' as const, 'no' as const),
});

/** Answers the quiz accepts: the deposit below the value. */
export const acceptedAnswers = anyAnswers.filter((input) => input.deposit < input.propertyValue);
