import type { SoldDataState } from '../api/get-sold-prices';

/** What to try after a search found nothing, which depends on whether there is any data to search. */
export function NoResultsHint({ dataStatus }: { dataStatus: SoldDataState | undefined }) {
  if (dataStatus === 'empty') {
    return (
      <p>
        No sold price data is loaded yet, so no search can find anything. The note at the top of the page says
        how to load it.
      </p>
    );
  }
  if (dataStatus === 'loading') return <p>Sold price data is still loading. Try again in a minute.</p>;
  return <p>Try a wider search radius or a longer time range.</p>;
}
