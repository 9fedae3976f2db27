import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/saved-searches/components/unsubscribe-panel';

/** The 'Stop alerts' link of a saved-search e-mail (beyond the spec). */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Stop Alerts · Home Hunter</title>
      <UnsubscribePanel token={searchParams.get('token') ?? ''} />
    </>
  );
}
