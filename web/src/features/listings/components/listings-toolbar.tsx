import type { PropertySort } from '@contracts/property';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { countLabel } from '@/lib/format';
import type { ListingView } from '../lib/listing-query';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

interface ListingsToolbarProps {
  total: number;
  loading: boolean;
  /** Filters are set, so the list differs from the full one (SPEC 2: 'Clear Filters'). */
  filtered: boolean;
  onClear: () => void;
  sort: PropertySort;
  onSortChange: (sort: PropertySort) => void;
  view?: ListingView;
  onViewChange?: (view: ListingView) => void;
  /** More buttons beside Clear Filters (the page's 'Save search'). */
  actions?: ReactNode;
}

/** '{n} homes available', Clear Filters, grid/map and sort. */
export function ListingsToolbar({
  total,
  loading,
  filtered,
  onClear,
  sort,
  onSortChange,
  view,
  onViewChange,
  actions,
}: ListingsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-600">
          {loading ? 'Loading properties...' : `${countLabel(total, 'home')} available`}
        </p>
        {filtered && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden />
            Clear Filters
          </Button>
        )}
        {actions}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {view && onViewChange && <ViewToggle value={view} onChange={onViewChange} />}
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
    </div>
  );
}
