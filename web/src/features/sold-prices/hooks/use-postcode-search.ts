import { useState } from 'react';
import { toast } from '@/lib/use-toast';
import { useSoldPrices } from '../api/get-sold-prices';
import { postcodeForSearch } from '../lib/postcode-input';
import { soldPricesToast } from '../lib/search-feedback';
import type { SoldSearch } from '../lib/sold-search';
import { useRunSoldSearch } from './use-run-sold-search';

/** SPEC 7: the UK Property Search page always asks for one mile around the postcode. */
const POSTCODE_PAGE_RADIUS = 1;

/** State of the UK Property Search page (SPEC 2, 5): one postcode box, results for one mile around it. */
export function usePostcodeSearch() {
  const [postcode, setPostcode] = useState('');
  const [search, setSearch] = useState<SoldSearch | null>(null);
  const results = useSoldPrices(search);
  const runSearch = useRunSoldSearch();

  async function submit() {
    const wanted = postcodeForSearch(postcode);
    if (!wanted) {
      toast({ title: 'Enter Postcode', description: 'Please enter a UK postcode to search' });
      return;
    }
    const next: SoldSearch = { postcode: wanted, radius: POSTCODE_PAGE_RADIUS, timeRange: 'all' };
    setSearch(next);
    const outcome = await runSearch(next);
    // Success needs no toast here: the heading and cards say it. Failures do.
    if (outcome.kind !== 'found') toast(soldPricesToast(outcome, wanted));
  }

  return {
    postcode,
    setPostcode,
    search,
    results,
    searching: results.isFetching && !results.isFetchingNextPage,
    submit: () => void submit(),
  };
}
