import { LoadMore } from '@/components/load-more';
import { toast } from '@/lib/use-toast';
import type { SoldPricesPage } from '../api/get-sold-prices';
import { soldPricesToast } from '../lib/search-feedback';
import { SoldResultCard } from './sold-result-card';

/** Stable values, not the query's result (a new object every render): see hydratedApart. */
interface SoldResultListProps {
  pages: readonly SoldPricesPage[] | undefined;
  loadingMore: boolean;
  fetchNextPage: () => Promise<{ isError: boolean }>;
}

/** The sold sales loaded so far as cards, with 'Load more' while the search has more. */
export function SoldResultList({ pages, loadingMore, fetchNextPage }: SoldResultListProps) {
  const sales = pages?.flatMap((page) => page.results) ?? [];
  const total = pages?.[0]?.total ?? 0;
  const loadMore = async () => {
    const next = await fetchNextPage();
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
        loading={loadingMore}
        className="gap-2 pt-2"
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
