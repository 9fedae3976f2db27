import { PageSpinner } from '@/components/ui/page-spinner';

/** Shown on the very first load while the first screen's code arrives. */
export function HydrateFallback() {
  return <PageSpinner message="Loading Home Hunter..." />;
}
