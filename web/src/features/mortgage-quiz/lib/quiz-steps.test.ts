import { mortgageQuizSchema } from './affordability';
import { describe, expect, it } from 'vitest';
import { browsePropertiesUrl, EMPTY_ANSWERS, progressPercent, QUIZ_STEPS } from './quiz-steps';

describe('quiz steps', () => {
  it('asks every question of the schema exactly once', () => {
    const asked = QUIZ_STEPS.flatMap((step) => step.fields);
    expect([...asked].sort()).toEqual(Object.keys(mortgageQuizSchema.shape).sort());
    expect(Object.keys(EMPTY_ANSWERS).sort()).toEqual([...asked].sort());
  });

  it('fills the progress bar a quarter per step', () => {
    expect([1, 2, 3, 4].map(progressPercent)).toEqual([25, 50, 75, 100]);
  });

  it('browses homes up to the loan plus deposit, rounded down', () => {
    expect(browsePropertiesUrl({ maxLoan: 184_999.6 }, 20_000)).toBe('/?maxPrice=204999');
  });
});
