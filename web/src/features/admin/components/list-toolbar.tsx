import type { ReactNode } from 'react';

/** Search on the left, the range shown ('Showing 1–12 of 300 properties') on the right. */
export function ListToolbar({ search, summary }: { search: ReactNode; summary: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {search}
      <p className="text-sm text-slate-600" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
