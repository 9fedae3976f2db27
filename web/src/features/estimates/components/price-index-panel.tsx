import type { PriceIndexSeries } from '@contracts/estimate';
import { lazy } from 'react';
import { BrowserOnlySuspense } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton';
import { hasErrorCode } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { usePriceIndex } from '../api/get-estimate';

const PriceIndexChart = lazy(() => import('./price-index-chart'));

function whereFrom(series: PriceIndexSeries) {
  if (series.level === 'national') return 'all the sales we hold (too few sales nearby for a local one)';
  return series.level === 'area'
    ? `postcode area ${series.place} (too few sales in ${series.district} alone)`
    : `postcode district ${series.place}`;
}

/** A district's local price index for flats or houses, month by month, with the sales it rests on. */
export function PriceIndexPanel({ district, kind }: { district: string; kind: 'flats' | 'houses' }) {
  const series = usePriceIndex(district, kind);
  if (series.isError) {
    return (
      <p className="text-sm text-slate-600">
        {hasErrorCode(series.error, 'not_found')
          ? `There is no price index for ${kind} in ${district} yet.`
          : 'The price index could not be loaded just now.'}
      </p>
    );
  }
  const data = series.data;
  const sales = data?.months.reduce((sum, m) => sum + m.sales, 0) ?? 0;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">Local price index</span> for {kind}
        {data ? ` in ${whereFrom(data)}` : ''}, month by month (latest month = 100)
        {data ? `, from ${formatNumber(sales)} repeat and local sales` : ''}.
      </figcaption>
      <BrowserOnlySuspense nearView fallback={<Skeleton className="h-56 w-full" />}>
        {data ? <PriceIndexChart series={data} /> : <Skeleton className="h-56 w-full" />}
      </BrowserOnlySuspense>
    </figure>
  );
}
