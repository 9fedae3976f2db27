import type { PropertyHistory } from '@contracts/sold/history';
import { lazy } from 'react';
import { BrowserOnlySuspense } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton';
import { historyChartSeries, MIN_SALES_FOR_MEDIAN } from '../lib/history-chart-data';
import { SectionCard } from './section-card';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

type TrendProps = Pick<PropertyHistory, 'priceHistory' | 'areaMedianByYear' | 'area'>;

/** The property's sales against the local median by year; left out when there is nothing to compare. */
export function PriceTrendSection({ priceHistory, areaMedianByYear, area }: TrendProps) {
  const series = historyChartSeries(priceHistory, areaMedianByYear);
  if (!series) return null;
  return (
    <SectionCard title="Price Over Time">
      <p className="mb-3 text-sm text-slate-600">
        This property&apos;s sales against the median price of homes sold in postcode sector {area} each year
        (years with fewer than {MIN_SALES_FOR_MEDIAN} sales are left blank).
      </p>
      <BrowserOnlySuspense nearView fallback={<Skeleton className="h-72 w-full" />}>
        <PriceHistoryChart series={series} />
      </BrowserOnlySuspense>
    </SectionCard>
  );
}
