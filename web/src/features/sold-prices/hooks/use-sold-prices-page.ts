import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/use-toast';
import { useSoldPrices } from '../api/get-sold-prices';
import { soldPricesToast } from '../lib/search-feedback';
import {
  initialFormValues,
  resetAfterSearch,
  searchFromForm,
  type SearchFormValues,
} from '../lib/search-form';
import { readSoldSearch, type SoldSearch, writeSoldSearch } from '../lib/sold-search';
import { useRunSoldSearch } from './use-run-sold-search';

/**
 * State of the sold prices page. The search on show lives in the URL (it survives reload and can be
 * shared); the form is separate, because SPEC 4 clears it after each successful search while the
 * heading keeps the searched postcode.
 */
export function useSoldPricesPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSoldSearch(params), [params]);
  const results = useSoldPrices(search);
  const runSearch = useRunSoldSearch();
  const [form, setForm] = useState<SearchFormValues>(() => initialFormValues(search));
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  /** On a phone the results start below the form: bring them into view when a search starts. */
  function revealResults() {
    const heading = resultsHeadingRef.current;
    if (heading && heading.getBoundingClientRect().top > window.innerHeight * 0.75) {
      heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }

  async function searchFor(next: SoldSearch) {
    setParams(writeSoldSearch(next), { preventScrollReset: true });
    revealResults();
    const outcome = await runSearch(next);
    toast(soldPricesToast(outcome, next.postcode));
    if (outcome.kind === 'found') setForm(resetAfterSearch);
  }

  return {
    search,
    results,
    form,
    resultsHeadingRef,
    /** Loading a new search, as opposed to loading more of the one on show. */
    searching: results.isFetching && !results.isFetchingNextPage,
    updateForm: (patch: Partial<SearchFormValues>) => setForm((values) => ({ ...values, ...patch })),
    submit: () => {
      const next = searchFromForm(form, search?.sort);
      if (next) void searchFor(next);
    },
    searchExample: (postcode: string) => {
      const next = searchFromForm({ ...form, postcode }, search?.sort);
      if (next) void searchFor(next);
    },
    /** A drawn area (or null to remove it); a new history entry, so Back returns to the one before. */
    setArea: (area: string | null) => {
      if (search)
        setParams(writeSoldSearch({ ...search, area: area ?? undefined }), { preventScrollReset: true });
    },
    changeSort: (sort: SoldSearch['sort']) => {
      if (search) setParams(writeSoldSearch({ ...search, sort }), { preventScrollReset: true });
    },
  };
}
