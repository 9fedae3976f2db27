import { COMPARE_MAX } from '@contracts/favorite';
import { Button } from '@/components/ui/button';

interface CompareBarProps {
  count: number;
  onCompare: () => void;
  onClear: () => void;
}

/** Pinned to the bottom of the screen while homes are chosen for comparison. */
export function CompareBar({ count, onCompare, onClear }: CompareBarProps) {
  if (count === 0) return null;
  return (
    <div className="sticky bottom-4 z-30 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
      <p className="text-sm text-slate-700" aria-live="polite">
        {count} of {COMPARE_MAX} homes chosen
        {count === 1 && <span className="text-slate-500"> · choose another to compare</span>}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        <Button type="button" size="sm" onClick={onCompare} disabled={count < 2}>
          Compare {count} homes
        </Button>
      </div>
    </div>
  );
}
