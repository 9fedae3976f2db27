import type { SavedSearch } from '@contracts/saved-search';
import { Pencil } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';

// The form and its schema load when a search is first renamed.
const RenameSavedSearchDialog = lazyPopup<{ search: SavedSearch }>(() =>
  import('./rename-saved-search-dialog').then((m) => m.RenameSavedSearchDialog),
);

/** 'Rename' on a saved search (dashboard). */
export function RenameSavedSearchButton({ search }: { search: SavedSearch }) {
  return (
    <RenameSavedSearchDialog
      search={search}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Rename ${search.name}`}>
          <Pencil aria-hidden />
          Rename
        </Button>
      }
    />
  );
}
