import type { PropertyFilters } from '@contracts/property';
import type { SavedSearch } from '@contracts/saved-search';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { toastRequestError } from '@/lib/toast-error';
import { useMarkSavedSearchSeen, useUpdateSavedSearch } from '../api/update-saved-search';
import { describeFilters } from '../lib/describe-filters';
import { AlertsCheckbox } from './alerts-checkbox';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { RenameSavedSearchButton } from './rename-saved-search-button';

const NEW_MATCH_CAP = 100;

export interface SavedSearchItemProps {
  search: SavedSearch;
  /** Where the search's results are shown (the listings pages own their address format). */
  resultsHref: (filters: Partial<PropertyFilters>) => string;
}

export function SavedSearchItem({ search, resultsHref }: SavedSearchItemProps) {
  const filters = search.filters as Partial<PropertyFilters>;
  const update = useUpdateSavedSearch();
  // The box follows a click in the same event, not after the mutation's next tick, and returns to the
  // cached value (the server's answer) once the request settles.
  const [alertsChosen, setAlertsChosen] = useState<boolean | null>(null);
  const seen = useMarkSavedSearchSeen();
  const fresh = search.newMatches;

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={resultsHref(filters)}
            onClick={() => fresh > 0 && seen.mutate(search.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {search.name}
          </Link>
          {fresh > 0 && <Badge variant="success">{fresh >= NEW_MATCH_CAP ? '99+' : fresh} new</Badge>}
        </div>
        <p className="truncate text-sm text-slate-600">{describeFilters(filters).join(' · ')}</p>
        <AlertsCheckbox
          checked={alertsChosen ?? search.alertsEnabled}
          disabled={update.isPending}
          onChange={(event) => {
            setAlertsChosen(event.target.checked);
            update.mutate(
              { id: search.id, alertsEnabled: event.target.checked },
              {
                onError: (error) => toastRequestError(error, 'Unable to Change Alerts', 'Please try again.'),
                onSettled: () => setAlertsChosen(null),
              },
            );
          }}
        />
      </div>
      <div className="flex gap-1">
        <RenameSavedSearchButton search={search} />
        <DeleteSavedSearchDialog search={search} />
      </div>
    </li>
  );
}
