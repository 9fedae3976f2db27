import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A quiet, centred message standing in for results (before a search, or when none matched). */
export function ResultsEmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <Icon className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="text-lg font-medium text-slate-800">{title}</p>
      {children && <div className="text-sm text-slate-600">{children}</div>}
    </div>
  );
}
