import { useEffect, useRef } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useMortgageQuiz } from '../hooks/use-mortgage-quiz';
import { QUIZ_STEPS } from '../lib/quiz-steps';
import { CircumstancesStep } from './circumstances-step';
import { IncomeStep } from './income-step';
import { PropertyStep } from './property-step';
import { QuizNavigation } from './quiz-navigation';
import { QuizProgress } from './quiz-progress';
import { QuizResult } from './quiz-result';

const STEP_BODIES = [IncomeStep, PropertyStep, CircumstancesStep];

/** The four-step quiz in one card: progress, the step's questions or the result, the buttons. */
export function MortgageQuiz() {
  const quiz = useMortgageQuiz();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a step change the new step's heading takes focus, so keyboard and screen-reader users
  // start where the new questions (or the result) begin. Not on first load.
  useEffect(() => {
    if (quiz.moves > 0) headingRef.current?.focus();
  }, [quiz.moves]);
  const StepBody = STEP_BODIES[quiz.step - 1];
  return (
    <Card>
      <CardContent className="space-y-6 pt-6">
        <QuizProgress step={quiz.step} />
        <form noValidate onSubmit={quiz.submit} className="space-y-6" aria-labelledby="quiz-step-title">
          <h2
            id="quiz-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {QUIZ_STEPS[quiz.step - 1]?.title}
          </h2>
          {StepBody && <StepBody form={quiz.form} />}
          {!StepBody && quiz.outcome && <QuizResult outcome={quiz.outcome} />}
          <QuizNavigation
            step={quiz.step}
            onPrevious={quiz.previous}
            onStartOver={quiz.startOver}
            busy={quiz.form.formState.isSubmitting}
          />
        </form>
      </CardContent>
    </Card>
  );
}
