import { Progress } from '@/components/ui/progress';
import { progressPercent, QUIZ_STEPS, STEP_COUNT } from '../lib/quiz-steps';

/** 'Step 2 of 4' with the step's name and a bar filled step ÷ 4 (SPEC 2). */
export function QuizProgress({ step }: { step: number }) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-slate-900">
          Step {step} of {STEP_COUNT}
        </span>
        <span className="text-slate-600">{progressPercent(step)}% complete</span>
      </div>
      <Progress
        value={progressPercent(step)}
        aria-label={`Quiz progress: step ${step} of ${STEP_COUNT}, ${QUIZ_STEPS[step - 1]?.title}`}
        indicatorClassName="transition-transform duration-300 motion-reduce:transition-none"
      />
    </div>
  );
}
