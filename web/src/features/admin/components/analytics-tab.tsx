import { type AnalyticsPeriod, TOP_LIST_SIZE } from '@contracts/analytics';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, FileText, Globe, RotateCw, Share2, UserRound, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { countLabel, formatNumber } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { useRecentActivity } from '../api/get-recent-activity';
import { PERIOD_LABELS, pageLabel, sourceLabel, topSourceLabel } from '../lib/analytics-labels';
import { LoadError } from './load-error';
import { PeriodSelect } from './period-select';
import { RankedList } from './ranked-list';
import { RecentActivity } from './recent-activity';
import { StatCard } from './stat-card';
import { VisitsChart } from './visits-chart';

interface AnalyticsTabProps {
  days: AnalyticsPeriod;
  onDays: (days: AnalyticsPeriod) => void;
}

/** SPEC 2, Analytics: the period's figures, top pages and sources, visits per day, recent requests. */
export function AnalyticsTab({ days, onDays }: AnalyticsTabProps) {
  const summary = useAnalyticsSummary(days);
  const recent = useRecentActivity();
  const queryClient = useQueryClient();
  const refreshing = summary.isFetching || recent.isFetching;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.analytics }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.recentActivity }),
    ]);
  const data = summary.data;
  const topPage = data?.topPages[0];
  const topSource = data?.topReferrers[0];
  const periodLabel = PERIOD_LABELS[days];

  return (
    <section aria-labelledby="admin-analytics-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-analytics-title" className="text-xl font-semibold">
          Site traffic
        </h2>
        <div className="flex items-center gap-2">
          <PeriodSelect value={days} onChange={onDays} />
          <Button
            variant="outline"
            size="icon"
            onClick={() => void refresh()}
            disabled={refreshing}
            aria-label="Refresh analytics"
          >
            <RotateCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
          </Button>
        </div>
      </div>

      {summary.isPending ? (
        <div role="status" aria-label="Loading analytics" className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-32 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : summary.isError && !data ? (
        <LoadError what="Analytics" onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : data ? (
        <div
          className={summary.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          aria-busy={summary.isPlaceholderData || undefined}
        >
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label="Total Visits"
              icon={Eye}
              value={formatNumber(data.totalVisits)}
              detail={periodLabel}
            />
            <StatCard
              label="Unique Visitors"
              icon={Users}
              value={formatNumber(data.uniqueVisitors)}
              detail={periodLabel}
            />
            <StatCard
              label="Top Page"
              icon={FileText}
              textual
              value={topPage ? pageLabel(topPage.path) : 'N/A'}
              title={topPage?.path}
              detail={topPage ? countLabel(topPage.views, 'view') : 'No page views yet'}
            />
            <StatCard
              label="Top Source"
              icon={Share2}
              textual
              value={topSourceLabel(topSource?.referrer)}
              title={topSource?.referrer ?? undefined}
              detail={topSource ? countLabel(topSource.visits, 'visit') : 'No visits yet'}
            />
          </div>
          <VisitsChart days={data.visitsPerDay} periodLabel={periodLabel} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RankedList
              id="top-pages-title"
              title="Top Pages"
              icon={Globe}
              unit="view"
              empty="No page views in this period."
              items={data.topPages.slice(0, TOP_LIST_SIZE).map((page) => ({
                key: page.path,
                label: pageLabel(page.path),
                count: page.views,
              }))}
            />
            <RankedList
              id="traffic-sources-title"
              title="Traffic Sources"
              icon={UserRound}
              unit="visit"
              empty="No visits in this period."
              items={data.topReferrers.slice(0, TOP_LIST_SIZE).map((source) => ({
                key: source.referrer ?? '(direct)',
                label: sourceLabel(source.referrer),
                count: source.visits,
              }))}
            />
          </div>
        </div>
      ) : null}

      <RecentActivity
        entries={recent.data}
        isPending={recent.isPending}
        isError={recent.isError}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    </section>
  );
}
