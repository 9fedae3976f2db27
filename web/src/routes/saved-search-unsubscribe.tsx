import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/saved-searches/components/unsubscribe-panel';
import { PageTitle } from '@/components/page-title';

/** The 'Stop alerts' link of a saved-search e-mail (beyond the spec). */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle page="Stop Alerts" />
      <UnsubscribePanel token={searchParams.get('token') ?? ''} />
    </>
  );
}
