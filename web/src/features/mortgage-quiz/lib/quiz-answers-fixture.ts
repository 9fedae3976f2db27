import type { MortgageQuizInput } from './affordability';

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
