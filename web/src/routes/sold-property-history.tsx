import { useParams } from 'react-router';
import { deferred } from '@/components/deferred';
import { BackButton } from '@/components/ui/back-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { SoldEstimateSection } from '@/features/estimates/components/lazy-estimate-section';
import { usePropertyHistory } from '@/features/sold-prices/api/get-property-history';
import { HistoryProblem } from '@/features/sold-prices/components/history-problem';
import { PriceHistoryList } from '@/features/sold-prices/components/price-history-list';
import { PropertyHistoryHeader } from '@/features/sold-prices/components/property-history-header';
import { SectionCard } from '@/features/sold-prices/components/section-card';
import { SoldHistoryMeta } from '@/features/sold-prices/components/sold-history-meta';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { hasErrorCode } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';

// Beside and below the sale history: their code and hydration come after the page's.
const NearbySalesList = deferred(() =>
  import('@/features/sold-prices/components/nearby-sales-list').then((m) => m.NearbySalesList),
);
const PriceTrendSection = deferred(() =>
  import('@/features/sold-prices/components/price-trend-section').then((m) => m.PriceTrendSection),
);

/** No sale at this address: a 404 when the server renders it. */
function NotFound() {
  useHttpStatus(404);
  return (
    <HistoryProblem
      title="Property not found"
      detail="HM Land Registry has no recorded sale at this address and postcode."
      noindex
    />
  );
}

/** /property/:address/:postcode (SPEC 2): one property's sale history, its neighbours and local trend. */
export function Component() {
  const { address = '', postcode = '' } = useParams();
  const history = usePropertyHistory(address, postcode);

  if (history.isPending) return <PageSpinner message="Loading property details..." />;
  if (history.isError) {
    const notFound = hasErrorCode(history.error, 'not_found');
    return notFound ? (
      <NotFound />
    ) : (
      <HistoryProblem title="Failed to load property details" detail="Please try again in a moment." />
    );
  }
  const data = history.data;
  if (!data?.currentProperty) return <NotFound />;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <SoldHistoryMeta history={data} />
      <BackButton fallback={paths.soldPrices} className="-ml-3">
        Back
      </BackButton>
      <PropertyHistoryHeader
        currentProperty={data.currentProperty}
        priceChange={data.priceChange}
        priceChangePercent={data.priceChangePercent}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionCard title="Price History">
          <PriceHistoryList sales={data.priceHistory} />
        </SectionCard>
        <SectionCard title="Recent Sales Nearby">
          <NearbySalesList
            sales={data.neighboringSales}
            postcode={data.currentProperty.postcode}
            averagePrice={data.averagePrice}
          />
        </SectionCard>
      </div>
      <SoldEstimateSection address={address} postcode={postcode} className="bg-white" attribution={false} />
      <PriceTrendSection
        priceHistory={data.priceHistory}
        areaMedianByYear={data.areaMedianByYear}
        area={data.area}
      />
      <footer className="space-y-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">Property data © Crown copyright • Source: HM Land Registry</p>
        <SoldDataAttribution />
      </footer>
    </div>
  );
}
