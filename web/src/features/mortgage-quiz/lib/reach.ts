import { formatMoney } from '@/lib/format';
import { scoreBand, type MortgageQuizInput, type MortgageQuizResult, type ScoreBand } from './affordability';

/**
 * Whether the loan the quiz works out (SPEC 9, unchanged) buys the home asked about. SPEC 9 caps
 * the loan at the property value less the deposit, so the only way to fall short is a borrowing
 * capacity below that: then the loan plus the deposit is less than the price, and the result must
 * say so plainly instead of showing a payment and a score as if the home were affordable.
 */
export interface OutOfReach {
  /** The most the buyer could borrow, in whole pounds (rounded down). */
  borrow: number;
  deposit: number;
  price: number;
  /** What is missing, in whole pounds (rounded up): at least £1. */
  shortfall: number;
}

/** Below a penny the difference is floating-point dust (value − deposit − (value − deposit)). */
const PENNY = 0.01;

/** How far the loan plus the deposit falls short of the property value; null when it does not. */
export function outOfReach(
  answers: Pick<MortgageQuizInput, 'deposit' | 'propertyValue'>,
  result: Pick<MortgageQuizResult, 'maxLoan'>,
): OutOfReach | null {
  const gap = answers.propertyValue - answers.deposit - result.maxLoan;
  if (!(gap >= PENNY)) return null;
  return {
    borrow: Math.floor(result.maxLoan),
    deposit: answers.deposit,
    price: answers.propertyValue,
    shortfall: Math.max(1, Math.ceil(gap)),
  };
}

/** The plain sentence the result leads with when the home is out of reach. */
export function outOfReachMessage({ borrow, deposit, price, shortfall }: OutOfReach): string {
  return `This home is out of reach: you could borrow up to ${formatMoney(borrow)}, so with your ${formatMoney(deposit)} deposit you are ${formatMoney(shortfall)} short of ${formatMoney(price)}.`;
}

/**
 * How the score is shown: SPEC 9's colours, except that a home out of reach is never shown green
 * (a loan of £0 scores 100, because there is nothing to repay).
 */
export type ScoreDisplay = ScoreBand | 'out-of-reach';

export function scoreDisplay(score: number, reach: OutOfReach | null): ScoreDisplay {
  return reach ? 'out-of-reach' : scoreBand(score);
}
