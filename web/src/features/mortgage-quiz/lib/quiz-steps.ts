import {
  affordablePrice,
  type CreditScore,
  type EmploymentStatus,
  type MortgageQuizAnswers,
  type MortgageQuizResult,
} from './affordability';
import type { DefaultValues } from 'react-hook-form';
import { paths } from '@/config/paths';

export type QuizField = keyof MortgageQuizAnswers;

/** Amounts start blank (debts and dependents at 0); no choice is made for the buyer. */
export const EMPTY_ANSWERS: DefaultValues<MortgageQuizAnswers> = {
  income: '',
  employmentStatus: undefined,
  propertyValue: '',
  deposit: '',
  creditScore: undefined,
  existingDebts: '0',
  dependents: '0',
  firstTimeBuyer: undefined,
};

/** SPEC 2: four steps, the last one the result; each asks only its own questions. */
export const QUIZ_STEPS = [
  { title: 'Income & Employment', fields: ['income', 'employmentStatus'] },
  { title: 'Property Details', fields: ['propertyValue', 'deposit'] },
  {
    title: 'Personal Circumstances',
    fields: ['creditScore', 'existingDebts', 'dependents', 'firstTimeBuyer'],
  },
  { title: 'Results', fields: [] },
] as const satisfies readonly { title: string; fields: readonly QuizField[] }[];

export const STEP_COUNT = QUIZ_STEPS.length;
export const CALCULATE_STEP = 3;

/** SPEC 2: the bar shows step ÷ 4. */
export const progressPercent = (step: number) => (step / STEP_COUNT) * 100;

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export const EMPLOYMENT_OPTIONS: readonly ChoiceOption<EmploymentStatus>[] = [
  { value: 'employed', label: 'Employed' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'retired', label: 'Retired' },
  { value: 'student', label: 'Student' },
  { value: 'unemployed', label: 'Unemployed' },
];

export const CREDIT_SCORE_OPTIONS: readonly ChoiceOption<CreditScore>[] = [
  { value: 'excellent', label: 'Excellent', hint: 'No missed payments, long credit history' },
  { value: 'good', label: 'Good', hint: 'The odd late payment, nothing recent' },
  { value: 'fair', label: 'Fair', hint: 'Some missed payments or a thin history' },
  { value: 'poor', label: 'Poor', hint: 'Defaults, CCJs or an IVA' },
];

export const FIRST_TIME_BUYER_OPTIONS: readonly ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** 'Browse Properties': the home page capped at the loan plus the deposit (SPEC 2). */
export const browsePropertiesUrl = (result: Pick<MortgageQuizResult, 'maxLoan'>, deposit: number) =>
  `${paths.home}?${new URLSearchParams({ maxPrice: String(affordablePrice(result, deposit)) })}`;
