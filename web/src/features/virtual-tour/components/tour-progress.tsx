import { Progress } from '@/components/ui/progress';
import { STOP_MS, type TourStatus } from '../lib/tour-state';

interface TourProgressProps {
  index: number;
  count: number;
  elapsed: number;
  progress: number;
  status: TourStatus;
  title: string;
}

function statusLine({ index, count, elapsed, status }: Omit<TourProgressProps, 'progress' | 'title'>) {
  if (status === 'idle') return 'Press Start Tour to begin';
  if (status === 'paused') return 'Paused';
  const seconds = Math.ceil((STOP_MS - elapsed) / 1000);
  return index === count - 1 ? `Tour ends in ${seconds} s` : `Next stop in ${seconds} s`;
}

/** Where the tour is and how long until it moves on; screen readers hear each new stop. */
export function TourProgress(props: TourProgressProps) {
  const { index, count, progress, title } = props;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-slate-900">
          Stop {index + 1} of {count}
        </span>
        <span className="text-slate-600">{statusLine(props)}</span>
      </div>
      <Progress
        value={progress}
        aria-label={`Time at stop ${index + 1} of ${count}`}
        indicatorClassName="transition-transform duration-100 ease-linear motion-reduce:transition-none"
      />
      <p className="sr-only" aria-live="polite">
        Stop {index + 1} of {count}: {title}
      </p>
    </div>
  );
}
