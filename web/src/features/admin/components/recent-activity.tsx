import type { ActivityEntry } from '@contracts/analytics';
import { Activity } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/features/admin/lib/relative-time';
import { responseTimeLabel, statusTone, statusToneClasses } from '../lib/analytics-labels';
import { RELATIVE_TIME_TICK_MS } from '../lib/timings';
import { LoadError } from './load-error';

interface RecentActivityProps {
  entries: ActivityEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** SPEC 2, Recent Activity: the latest requests, scrollable, with status colours and relative times. */
export function RecentActivity({ entries, isPending, isError, onRetry, retrying }: RecentActivityProps) {
  const now = useNow(RELATIVE_TIME_TICK_MS);
  let body;
  if (isPending)
    body = (
      <div role="status" aria-label="Loading recent activity" className="space-y-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  else if (isError && !entries)
    body = <LoadError what="Recent activity" onRetry={onRetry} retrying={retrying} />;
  else if (!entries || entries.length === 0)
    body = <p className="text-sm text-slate-600">No recent activity found</p>;
  else
    body = (
      <ol
        tabIndex={0}
        aria-label="Latest requests, newest first"
        className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
      >
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} now={now} />
        ))}
      </ol>
    );
  return (
    <section
      aria-labelledby="recent-activity-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="recent-activity-title" className="mb-4 flex items-center gap-2 font-semibold text-slate-900">
        <Activity className="h-4 w-4 text-brand-600" aria-hidden />
        Recent Activity
      </h3>
      {body}
    </section>
  );
}

function ActivityRow({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const tone = statusTone(entry.responseStatus);
  const time = responseTimeLabel(entry.responseTime);
  return (
    <li className="flex items-start gap-3 px-3 py-2.5 text-sm">
      <span
        className={cn(
          'mt-0.5 inline-flex w-12 shrink-0 justify-center rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset',
          statusToneClasses[tone],
        )}
        data-tone={tone}
      >
        {entry.responseStatus === null ? (
          'View'
        ) : (
          <>
            <span className="sr-only">Status </span>
            {entry.responseStatus}
          </>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-baseline gap-2">
          <span className="shrink-0 font-mono text-xs font-semibold text-slate-700">{entry.method}</span>
          <span className="min-w-0 break-all font-mono text-slate-900 sm:truncate" title={entry.path}>
            {entry.path}
          </span>
        </p>
        {entry.referrer && (
          <p className="truncate text-xs text-slate-500" title={entry.referrer}>
            from: {entry.referrer}
          </p>
        )}
      </div>
      <div className="shrink-0 text-right text-xs text-slate-600">
        <time dateTime={entry.timestamp} title={new Date(entry.timestamp).toLocaleString('en-GB')}>
          {formatRelativeTime(entry.timestamp, now)}
        </time>
        {time && <p className="tabular-nums text-slate-500">{time}</p>}
      </div>
    </li>
  );
}

/** The current time, renewed every `interval` ms, so '2m ago' keeps telling the truth. */
function useNow(interval: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
