import {
  calculateMortgage,
  mortgageQuizSchema,
  type MortgageQuizAnswers,
  type MortgageQuizInput,
  type MortgageQuizResult,
} from '../lib/affordability';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CALCULATE_STEP, EMPTY_ANSWERS, QUIZ_STEPS } from '../lib/quiz-steps';

export interface QuizOutcome {
  answers: MortgageQuizInput;
  result: MortgageQuizResult;
}

/**
 * The quiz's state (SPEC 4): steps 1 to 4, Next checks only the current step's answers,
 * Calculate on step 3 works out the estimate and shows step 4, Start Over clears everything.
 */
export function useMortgageQuiz() {
  const form = useForm<MortgageQuizAnswers, unknown, MortgageQuizInput>({
    resolver: zodResolver(mortgageQuizSchema),
    defaultValues: EMPTY_ANSWERS,
  });
  const [step, setStep] = useState(1);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  /** How many times the step has changed: the page moves focus to the new step on each. */
  const [moves, setMoves] = useState(0);

  const goTo = (next: number) => {
    setMoves((count) => count + 1);
    setStep(next);
  };

  const next = async () => {
    const fields = [...(QUIZ_STEPS[step - 1]?.fields ?? [])];
    if (await form.trigger(fields, { shouldFocus: true })) goTo(step + 1);
  };

  const calculate = form.handleSubmit((answers) => {
    setOutcome({ answers, result: calculateMortgage(answers) });
    goTo(CALCULATE_STEP + 1);
  });

  /** Enter in a field does what the step's main button does: Next, or Calculate on step 3. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === CALCULATE_STEP) return calculate(event);
    event.preventDefault();
    return next();
  };

  const startOver = () => {
    form.reset(EMPTY_ANSWERS);
    setOutcome(null);
    goTo(1);
  };

  return {
    form,
    step,
    outcome,
    moves,
    submit,
    previous: () => goTo(Math.max(1, step - 1)),
    startOver,
  };
}

export type MortgageQuizState = ReturnType<typeof useMortgageQuiz>;
export type QuizForm = MortgageQuizState['form'];
