import { MortgageQuiz } from '@/features/mortgage-quiz/components/mortgage-quiz';
import { QuizDisclaimer } from '@/features/mortgage-quiz/components/quiz-disclaimer';
import { PageTitle } from '@/components/page-title';

/** /mortgage-quiz (SPEC 2): how much could I borrow? Open to everyone, signed in or not. */
export function Component() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageTitle page="Mortgage Affordability Quiz" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Mortgage Affordability Quiz
        </h1>
        <p className="text-slate-600">
          Answer a few questions to estimate how much you could borrow and what it would cost each month.
        </p>
      </header>
      <MortgageQuiz />
      <QuizDisclaimer />
    </div>
  );
}
