import { LoadMore } from '@/components/load-more';
import { toast } from '@/lib/use-toast';
import type { useSoldPrices } from '../api/get-sold-prices';
import { soldPricesToast } from '../lib/search-feedback';
import { SoldResultCard } from './sold-result-card';

/** The sold sales loaded so far as cards, with 'Load more' while the search has more. */
export function SoldResultList({ results }: { results: ReturnType<typeof useSoldPrices> }) {
  const sales = results.data?.pages.flatMap((page) => page.results) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const loadMore = async () => {
    const next = await results.fetchNextPage();
    if (next.isError) toast(soldPricesToast({ kind: 'failed' }, ''));
  };

  return (
    <>
      <ul className="grid gap-3">
        {sales.map((sale) => (
          <li key={sale.id} className="offscreen-item [--item-height:170px]">
            <SoldResultCard sale={sale} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={sales.length}
        total={total}
        hasMore={sales.length < total}
        loading={results.isFetchingNextPage}
        className="gap-2 pt-2"
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
