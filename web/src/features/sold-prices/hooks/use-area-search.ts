import { useState } from 'react';
import { useSoldPrices } from '../api/get-sold-prices';
import { postcodeForSearch } from '../lib/postcode-input';
import {
  DEFAULT_RADIUS,
  DEFAULT_TIME_RANGE,
  type Radius,
  type SoldSearch,
  type TimeRange,
} from '../lib/sold-search';
import { useRunSoldSearch } from './use-run-sold-search';

interface AreaFormValues {
  location: string;
  radius: Radius;
  timeRange: TimeRange;
}

/** State of the area search page (SPEC 2, 5, 8): its messages are browser alerts, as the spec has them. */
export function useAreaSearch() {
  const [form, setForm] = useState<AreaFormValues>({
    location: '',
    radius: DEFAULT_RADIUS,
    timeRange: DEFAULT_TIME_RANGE,
  });
  const [search, setSearch] = useState<SoldSearch | null>(null);
  const results = useSoldPrices(search);
  const runSearch = useRunSoldSearch();

  async function submit() {
    const location = postcodeForSearch(form.location);
    if (!location) {
      window.alert('Please enter a UK postcode (e.g. CT1 1DX, DN1 3LH)');
      return;
    }
    const next: SoldSearch = { postcode: location, radius: form.radius, timeRange: form.timeRange };
    setSearch(next);
    const outcome = await runSearch(next);
    if (outcome.kind !== 'found') {
      setSearch(null);
      window.alert('Search failed. Please try again.');
    }
  }

  return {
    form,
    updateForm: (patch: Partial<AreaFormValues>) => setForm((values) => ({ ...values, ...patch })),
    search,
    results,
    searching: results.isFetching && !results.isFetchingNextPage,
    submit: () => void submit(),
  };
}
