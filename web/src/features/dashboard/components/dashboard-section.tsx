import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';

interface DashboardSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** 'View all' goes here. */
  moreHref?: string;
  state: 'pending' | 'error' | 'empty' | 'ready';
  /** Shown when there is nothing yet: what to do to fill the section. */
  empty: ReactNode;
  children?: ReactNode;
}

/** One block of the dashboard: heading, 'View all', and its loading, error and empty states. */
export function DashboardSection({
  id,
  title,
  icon: Icon,
  moreHref,
  state,
  empty,
  children,
}: DashboardSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
          <Icon aria-hidden className="size-5 text-brand-600" />
          {title}
        </h2>
        {moreHref && state === 'ready' && (
          <Link to={moreHref} className="text-sm font-medium text-brand-700 hover:underline">
            View all
          </Link>
        )}
      </div>
      {state === 'pending' ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={`Loading ${title}`}
        >
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : state === 'error' ? (
        <Alert variant="destructive">This section could not be loaded. Please reload the page.</Alert>
      ) : state === 'empty' ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {empty}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** The section state of a query's result list. */
export function sectionState(query: { isPending: boolean; isError: boolean; data?: unknown[] }) {
  if (query.isPending) return 'pending';
  if (query.isError) return 'error';
  return query.data && query.data.length > 0 ? 'ready' : 'empty';
}
