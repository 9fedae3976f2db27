import type { Estimate } from '@contracts/estimate';
import { lazy } from 'react';
import { BrowserOnlySuspense } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton';
import { usePriceIndex } from '../api/get-estimate';

const PriceIndexChart = lazy(() => import('./price-index-chart'));

const PLACE_WORDS = {
  district: 'postcode district',
  area: 'postcode area',
  national: 'all the sales we hold',
} as const;

/** The local price index an estimate used, with how many sales it rests on. */
export function PriceIndexPanel({ index }: { index: NonNullable<Estimate['index']> }) {
  const series = usePriceIndex(index.district, index.kind);
  const where =
    index.level === 'national' ? PLACE_WORDS.national : `${PLACE_WORDS[index.level]} ${index.place}`;
  const sales = series.data?.months.reduce((sum, m) => sum + m.sales, 0) ?? 0;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">Local price index</span> for {index.kind} in {where},
        month by month (latest month = 100)
        {series.data ? `, from ${sales.toLocaleString('en-GB')} repeat and local sales` : ''}.
      </figcaption>
      {series.isError ? (
        <p className="text-sm text-slate-600">The price index could not be loaded just now.</p>
      ) : (
        <BrowserOnlySuspense fallback={<Skeleton className="h-56 w-full" />}>
          {series.data ? <PriceIndexChart series={series.data} /> : <Skeleton className="h-56 w-full" />}
        </BrowserOnlySuspense>
      )}
    </figure>
  );
}
