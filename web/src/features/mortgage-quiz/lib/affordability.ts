import { z } from 'zod';

/**
 * Mortgage affordability quiz (SPEC 2, 3, 5 and 9): the answers, their rules and the estimate. The
 * web app's own calculator: no answer is sent to the server.
 */

export const CREDIT_SCORES = ['excellent', 'good', 'fair', 'poor'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
export const EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'retired', 'student', 'unemployed'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const FIRST_TIME_BUYER_ANSWERS = ['yes', 'no'] as const;

export const MIN_INCOME = 10_000;
export const MIN_DEPOSIT = 1_000;
export const MIN_PROPERTY_VALUE = 50_000;
/** Not in the spec: keeps every figure finite (the arithmetic overflows long before 1e308). */
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_DEPENDENTS = 20;

export const mortgageQuizMessages = {
  income: 'Annual income must be at least £10,000',
  deposit: 'Deposit must be at least £1,000',
  propertyValue: 'Property value must be at least £50,000',
  existingDebts: 'Existing debts cannot be negative',
  dependents: 'Number of dependents cannot be negative',
  depositNotBelowValue: 'Deposit must be less than the property value',
  debtsNotAmount: 'Existing debts must be an amount in pounds',
  dependentsNotWhole: 'Number of dependents must be a whole number',
  tooLarge: (label: string) => `${label} must be at most £1,000,000,000`,
  tooManyDependents: `Number of dependents must be at most ${MAX_DEPENDENTS}`,
  creditScore: 'Choose your credit score',
  employmentStatus: 'Choose your employment status',
  firstTimeBuyer: 'Tell us whether you are a first-time buyer',
} as const;

export const quizWarnings = {
  highLtv: 'High loan-to-value ratio may limit lender options',
  credit: 'Credit score may affect available rates',
  unaffordable: 'Monthly payments exceed recommended affordability guidelines',
  selfEmployed: 'Self-employed applicants may face additional documentation requirements',
} as const;

/**
 * SPEC 9 gives first-time buyers a scheme and an ISA recommendation. Both name schemes open to new
 * buyers in 2026: Help to Buy equity loans closed in 2023 and the Help to Buy ISA to new savers in 2019.
 */
export const quizRecommendations = {
  selfEmployedAccounts:
    'Prepare 2 to 3 years of accounts or tax returns (SA302s) to show lenders your income',
  firstTimeBuyerSchemes:
    'Look at the schemes open to first-time buyers: Shared Ownership (buy a share of a home and pay rent on the rest) and 95% mortgages under the government-backed mortgage guarantee, which need a deposit of only 5%',
  lifetimeIsa:
    'Save your deposit in a Lifetime ISA (open one aged 18 to 39): the government adds a 25% bonus, up to £1,000 a year, towards a first home costing up to £450,000',
} as const;
/** Schemes closed to new buyers, which the advice must never suggest. */
export const CLOSED_SCHEMES = ['Help to Buy'] as const;

/**
 * Form text ('45,000', '£250000', ' 1000 ') or a number. A blank field is no value; text that is
 * not a number stays text so the number check rejects it.
 */
function parseAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/[£,\s]/g, '');
  if (text === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
}

/** A money field with a minimum; a missing or unreadable amount gets the minimum's message. */
const amountAtLeast = (min: number, message: string, label: string) =>
  z.preprocess(
    parseAmount,
    z
      .number({ message })
      .min(min, { message })
      .max(MAX_AMOUNT, { message: mortgageQuizMessages.tooLarge(label) }),
  );

const DEPOSIT_FIELDS: readonly PropertyKey[] = ['deposit', 'propertyValue'];

/**
 * The quiz answers (SPEC 3 input, SPEC 5 rules). Blank debts and dependents mean none. A deposit
 * at or above the property value leaves nothing to borrow: refused on the deposit field, checked
 * as soon as both amounts are readable (the other steps' answers may still be missing).
 */
export const mortgageQuizSchema = z
  .object({
    income: amountAtLeast(MIN_INCOME, mortgageQuizMessages.income, 'Annual income'),
    deposit: amountAtLeast(MIN_DEPOSIT, mortgageQuizMessages.deposit, 'Deposit'),
    propertyValue: amountAtLeast(MIN_PROPERTY_VALUE, mortgageQuizMessages.propertyValue, 'Property value'),
    creditScore: z.enum(CREDIT_SCORES, { message: mortgageQuizMessages.creditScore }),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES, { message: mortgageQuizMessages.employmentStatus }),
    existingDebts: z.preprocess(
      (value) => parseAmount(value) ?? 0,
      z
        .number({ message: mortgageQuizMessages.debtsNotAmount })
        .min(0, { message: mortgageQuizMessages.existingDebts })
        .max(MAX_AMOUNT, { message: mortgageQuizMessages.tooLarge('Existing debts') }),
    ),
    dependents: z.preprocess(
      (value) => parseAmount(value) ?? 0,
      z
        .number({ message: mortgageQuizMessages.dependentsNotWhole })
        .min(0, { message: mortgageQuizMessages.dependents })
        .int({ message: mortgageQuizMessages.dependentsNotWhole })
        .max(MAX_DEPENDENTS, { message: mortgageQuizMessages.tooManyDependents }),
    ),
    firstTimeBuyer: z.enum(FIRST_TIME_BUYER_ANSWERS, { message: mortgageQuizMessages.firstTimeBuyer }),
  })
  .refine((answers) => answers.deposit < answers.propertyValue, {
    message: mortgageQuizMessages.depositNotBelowValue,
    path: ['deposit'],
    when: ({ issues }) => !issues.some((issue) => DEPOSIT_FIELDS.includes(issue.path?.[0] ?? '')),
  });
export type MortgageQuizInput = z.output<typeof mortgageQuizSchema>;
/** The answers as a form holds them: amounts still text, choices possibly unanswered. */
export type MortgageQuizAnswers = z.input<typeof mortgageQuizSchema>;

export interface MortgageQuizResult {
  /** Pounds. */
  maxLoan: number;
  /** Pounds a month over the whole term. */
  monthlyPayment: number;
  /** 0 to 100, whole. */
  affordabilityScore: number;
  recommendations: string[];
  warnings: string[];
  /** Percent a year, e.g. 4.3. */
  interestRate: number;
  /** Percent of the property value borrowed. */
  loanToValue: number;
}

/** SPEC 9 constants. */
export const CREDIT_MULTIPLIER: Record<CreditScore, number> = {
  excellent: 4.5,
  good: 4,
  fair: 3.5,
  poor: 2.5,
};
export const EMPLOYMENT_FACTOR: Record<EmploymentStatus, number> = {
  employed: 1,
  'self-employed': 0.8,
  retired: 0.7,
  student: 0.3,
  unemployed: 0.1,
};
export const CREDIT_RATE_ADDITION: Record<CreditScore, number> = {
  excellent: 0,
  good: 0.3,
  fair: 0.8,
  poor: 1.5,
};
export const BASE_RATE = 3.5;
/** Highest band first: the first threshold the LTV is above decides the addition. */
export const LTV_RATE_ADDITIONS = [
  { above: 90, add: 1 },
  { above: 80, add: 0.5 },
  { above: 70, add: 0.2 },
] as const;
export const DEPENDENT_ALLOWANCE = 5_000;
export const TERM_YEARS = 25;
/** Share of monthly gross income the ratio is measured against. */
export const AFFORDABLE_SHARE = 0.75;
export const UNAFFORDABLE_RATIO = 40;
export const HIGH_LTV = 90;
/** Score colours: green from 70, yellow from 40, red below. */
export const SCORE_GOOD = 70;
export const SCORE_FAIR = 40;

/** The standard repayment mortgage instalment: P·r(1+r)^n / ((1+r)^n − 1). */
export function monthlyRepayment(loan: number, annualRatePercent: number, years = TERM_YEARS): number {
  if (loan <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  const n = years * 12;
  const growth = (1 + r) ** n;
  return (loan * r * growth) / (growth - 1);
}

/** SPEC 9, step by step. Pure: the same answers always give the same estimate. */
export function calculateMortgage(input: MortgageQuizInput): MortgageQuizResult {
  const capacity =
    input.income * CREDIT_MULTIPLIER[input.creditScore] * EMPLOYMENT_FACTOR[input.employmentStatus] -
    12 * input.existingDebts -
    DEPENDENT_ALLOWANCE * input.dependents;
  const maxLoan = Math.max(0, Math.min(capacity, input.propertyValue - input.deposit));
  const loanToValue = (maxLoan / input.propertyValue) * 100;

  const ltvAddition = LTV_RATE_ADDITIONS.find((band) => loanToValue > band.above)?.add ?? 0;
  // Whole hundredths: 3.5 + 0.2 + 0.3 is 4, not 4.000000000000001.
  const interestRate =
    Math.round((BASE_RATE + ltvAddition + CREDIT_RATE_ADDITION[input.creditScore]) * 100) / 100;
  const monthlyPayment = monthlyRepayment(maxLoan, interestRate);

  const ratio = (monthlyPayment / ((AFFORDABLE_SHARE * input.income) / 12)) * 100;
  const affordabilityScore = Math.round(Math.min(100, Math.max(0, 100 - ratio + 30)));

  const warnings: string[] = [];
  if (loanToValue > HIGH_LTV) warnings.push(quizWarnings.highLtv);
  if (input.creditScore === 'poor' || input.creditScore === 'fair') warnings.push(quizWarnings.credit);
  if (ratio > UNAFFORDABLE_RATIO) warnings.push(quizWarnings.unaffordable);
  const recommendations: string[] = [];
  if (input.employmentStatus === 'self-employed') {
    warnings.push(quizWarnings.selfEmployed);
    recommendations.push(quizRecommendations.selfEmployedAccounts);
  }
  if (input.firstTimeBuyer === 'yes')
    recommendations.push(quizRecommendations.firstTimeBuyerSchemes, quizRecommendations.lifetimeIsa);

  return {
    maxLoan,
    monthlyPayment,
    affordabilityScore,
    recommendations,
    warnings,
    interestRate,
    loanToValue,
  };
}

/** 'Browse Properties' price cap: the most the buyer could spend, loan plus deposit, in whole pounds. */
export const affordablePrice = (result: Pick<MortgageQuizResult, 'maxLoan'>, deposit: number) =>
  Math.floor(result.maxLoan + deposit);

export type ScoreBand = 'good' | 'fair' | 'poor';
export const scoreBand = (score: number): ScoreBand =>
  score >= SCORE_GOOD ? 'good' : score >= SCORE_FAIR ? 'fair' : 'poor';
