import type { SoldPricesPage } from '../api/get-sold-prices';

/** What to try after a search found nothing, which depends on whether there is any data to search. */
export function NoResultsHint({ page, postcode }: { page: SoldPricesPage | undefined; postcode: string }) {
  if (page?.notHeld) {
    return (
      <p>
        We have no sales recorded for {postcode} in the data loaded here. This site holds part of HM Land
        Registry&apos;s records: try one of the example postcodes, or a nearby area.
      </p>
    );
  }
  if (page?.dataStatus === 'empty') {
    return (
      <p>
        No sold price data is loaded yet, so no search can find anything. The note at the top of the page says
        how to load it.
      </p>
    );
  }
  if (page?.dataStatus === 'loading') return <p>Sold price data is still loading. Try again in a minute.</p>;
  return <p>Try a wider search radius or a longer time range.</p>;
}
