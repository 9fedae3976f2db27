import { ArrowLeft, ArrowRight, Calculator, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CALCULATE_STEP, STEP_COUNT } from '../lib/quiz-steps';

interface QuizNavigationProps {
  step: number;
  onPrevious: () => void;
  onStartOver: () => void;
  busy: boolean;
}

/**
 * Previous (disabled on step 1), then Next, 'Calculate Mortgage' on step 3 or Start Over on the
 * result (SPEC 2). Next and Calculate submit the form, so Enter in a field does the same.
 */
export function QuizNavigation({ step, onPrevious, onStartOver, busy }: QuizNavigationProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Button type="button" variant="outline" onClick={onPrevious} disabled={step === 1}>
        <ArrowLeft aria-hidden />
        Previous
      </Button>
      {step < CALCULATE_STEP && (
        <Button type="submit" disabled={busy}>
          Next
          <ArrowRight aria-hidden />
        </Button>
      )}
      {step === CALCULATE_STEP && (
        <Button type="submit" disabled={busy}>
          <Calculator aria-hidden />
          Calculate Mortgage
        </Button>
      )}
      {step === STEP_COUNT && (
        <Button type="button" variant="secondary" onClick={onStartOver}>
          <RotateCcw aria-hidden />
          Start Over
        </Button>
      )}
    </div>
  );
}
