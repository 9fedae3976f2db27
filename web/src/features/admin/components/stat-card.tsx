import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  /** A line under the figure ('12 views'). */
  detail?: ReactNode;
  /** The value is a path or address rather than a number: smaller, and cut with an ellipsis. */
  textual?: boolean;
  title?: string;
}

/** One figure of the analytics overview. */
export function StatCard({ label, icon: Icon, value, detail, textual, title }: StatCardProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
      </div>
      <p
        data-stat-value
        title={title}
        className={
          textual
            ? 'mt-2 text-lg font-semibold leading-snug text-slate-900 [overflow-wrap:anywhere]'
            : 'mt-2 text-3xl font-bold tabular-nums tracking-tight text-slate-900'
        }
      >
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}
