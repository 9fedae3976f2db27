import { Skeleton } from '@/components/ui/skeleton';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { useNearbySales } from '../api/get-nearby-sales';
import { summariseNearby } from '../lib/nearby-sales';
import { DetailSection } from './detail-section';
import { NearbySalesSummary } from './nearby-sales-summary';

/**
 * 'Sold prices nearby': what homes around the listing really sold for (HM Land Registry), the
 * latest sales and the local median for this kind of home.
 */
export function NearbySoldPrices({ postcode, propertyType }: { postcode: string; propertyType: string }) {
  const nearby = useNearbySales(postcode);
  return (
    <DetailSection title="Sold prices nearby" className="rounded-xl border border-slate-200 p-4 sm:p-6">
      {nearby.isPending ? (
        <div className="space-y-2" role="status">
          <span className="sr-only">Loading sold prices...</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : nearby.isError ? (
        <p className="text-slate-600">Sold prices could not be loaded just now.</p>
      ) : !nearby.data.dataLoaded ? (
        <p className="text-slate-600">No sold-price data is loaded on this site yet.</p>
      ) : nearby.data.sales.length === 0 ? (
        <p className="text-slate-600">No recorded sales within half a mile of {postcode}.</p>
      ) : (
        <NearbySalesSummary summary={summariseNearby(nearby.data.sales, propertyType)} postcode={postcode} />
      )}
      <SoldDataAttribution />
    </DetailSection>
  );
}
