import type { PropertyFilters } from '@contracts/property';
import { BellPlus } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';

// The form, its schema and the dialog load on first use: most visitors never save a search.
const SaveSearchDialog = lazyPopup<{ filters: Partial<PropertyFilters> }>(() =>
  import('./save-search-dialog').then((m) => m.SaveSearchDialog),
);

/** 'Save search' beside a filtered list: names the current filters and keeps them, with alerts. */
export function SaveSearchButton({ filters }: { filters: Partial<PropertyFilters> }) {
  return (
    <SaveSearchDialog
      filters={filters}
      trigger={
        <Button variant="outline" size="sm">
          <BellPlus aria-hidden />
          Save search
        </Button>
      }
    />
  );
}
