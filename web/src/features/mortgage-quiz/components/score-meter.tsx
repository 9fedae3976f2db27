import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { ScoreDisplay } from '../lib/reach';

/**
 * SPEC 2: green at 70 or more, yellow at 40 or more, red below; the word says it without colour.
 * A home out of reach is never green: its score only rates the payments on a loan that does not
 * buy it, so it is shown in grey and says so.
 */
const DISPLAYS: Record<ScoreDisplay, { word: string; text: string; bar: string }> = {
  good: { word: 'Good', text: 'text-green-700', bar: 'bg-green-600' },
  fair: { word: 'Fair', text: 'text-yellow-700', bar: 'bg-yellow-500' },
  poor: { word: 'Poor', text: 'text-red-700', bar: 'bg-red-600' },
  'out-of-reach': { word: 'Home out of reach', text: 'text-slate-700', bar: 'bg-slate-400' },
};

export function ScoreMeter({ score, display }: { score: number; display: ScoreDisplay }) {
  const shown = DISPLAYS[display];
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-sm text-slate-600">Affordability score</span>
        <span className={cn('font-semibold', shown.text)} data-testid="affordability-score">
          <span className="text-3xl font-bold">{score}</span>/100 · {shown.word}
        </span>
      </div>
      <Progress
        value={score}
        aria-label={`Affordability score ${score} out of 100`}
        indicatorClassName={shown.bar}
      />
      {display === 'out-of-reach' && (
        <p className="text-sm text-slate-600">
          The score only rates the repayments on the loan you could get, and that loan does not buy this home.
        </p>
      )}
    </div>
  );
}
