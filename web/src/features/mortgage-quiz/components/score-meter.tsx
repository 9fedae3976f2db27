import { scoreBand, type ScoreBand } from '../lib/affordability';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** SPEC 2: green at 70 or more, yellow at 40 or more, red below; the word says it without colour. */
const BANDS: Record<ScoreBand, { word: string; text: string; bar: string }> = {
  good: { word: 'Good', text: 'text-green-700', bar: 'bg-green-600' },
  fair: { word: 'Fair', text: 'text-yellow-700', bar: 'bg-yellow-500' },
  poor: { word: 'Poor', text: 'text-red-700', bar: 'bg-red-600' },
};

export function ScoreMeter({ score }: { score: number }) {
  const band = BANDS[scoreBand(score)];
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-sm text-slate-600">Affordability score</span>
        <span className={cn('font-semibold', band.text)} data-testid="affordability-score">
          <span className="text-3xl font-bold">{score}</span>/100 · {band.word}
        </span>
      </div>
      <Progress
        value={score}
        aria-label={`Affordability score ${score} out of 100`}
        indicatorClassName={band.bar}
      />
    </div>
  );
}
