import { cn } from '@/lib/cn';

interface ResultFigureProps {
  label: string;
  value: string;
  note?: string;
  large?: boolean;
}

/** One figure of the estimate: a term and its value, inside the result's description list. */
export function ResultFigure({ label, value, note, large = false }: ResultFigureProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={cn('mt-1 font-bold text-slate-900', large ? 'text-3xl' : 'text-xl')}>{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
