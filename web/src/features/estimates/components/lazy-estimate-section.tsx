import type { ComponentProps } from 'react';
import { deferred } from '@/components/deferred';
import { useListingEstimate, useSoldEstimate } from '../api/get-estimate';

/** Below the fold, with its data fetched once the page is up: its code and hydration come after the page's. */
export const LazyEstimateSection = deferred(() =>
  import('./estimate-section').then((m) => m.EstimateSection),
);

type SectionLayout = Omit<ComponentProps<typeof LazyEstimateSection>, 'estimate' | 'failed'>;

// The estimate is asked for here, not by the page around it: each change of the request's state
// (fetching, answered) renders the component that asked, and a whole listing page rendered again
// as it hydrates was a long task on a phone.

/** A listing's 'What is it worth?' section, fetched once the page is up. */
export function ListingEstimateSection({ propertyId, ...layout }: { propertyId: string } & SectionLayout) {
  const estimate = useListingEstimate(propertyId);
  return <LazyEstimateSection estimate={estimate.data} failed={estimate.isError} {...layout} />;
}

/** A sold address's 'What is it worth?' section, fetched once the page is up. */
export function SoldEstimateSection({
  address,
  postcode,
  ...layout
}: { address: string; postcode: string } & SectionLayout) {
  const estimate = useSoldEstimate(address, postcode);
  return <LazyEstimateSection estimate={estimate.data} failed={estimate.isError} {...layout} />;
}
