import type { LucideIcon } from 'lucide-react';
import { formatNumber, plural } from '@/lib/format';
import { barPercent } from '../lib/analytics-labels';

export interface RankedItem {
  key: string;
  label: string;
  count: number;
}

interface RankedListProps {
  id: string;
  title: string;
  icon: LucideIcon;
  items: RankedItem[];
  /** 'view' or 'visit', after each count (made plural as needed). */
  unit: string;
  empty: string;
}

/** Top Pages and Traffic Sources (SPEC 2): each entry with its count and a bar against the first. */
export function RankedList({ id, title, icon: Icon, items, unit, empty }: RankedListProps) {
  const max = items[0]?.count ?? 0;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="h-4 w-4 text-brand-600" aria-hidden />
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {items.map((item, index) => (
            <li key={item.key} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="w-4 shrink-0 text-right text-xs tabular-nums text-slate-500">
                    {index + 1}
                  </span>
                  <span className="truncate font-medium text-slate-800" title={item.label}>
                    {item.label}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {formatNumber(item.count)}{' '}
                  <span className="text-slate-500">{plural(item.count, unit)}</span>
                </span>
              </div>
              <div className="ml-6 h-1.5 rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${barPercent(item.count, max)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
