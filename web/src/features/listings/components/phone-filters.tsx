import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { radiusLabel } from '@contracts/material-info';
import { activeFilterCount, type FilterBody, type FilterValues } from '../lib/search-filters';
import { SearchFilterForm } from './search-filter-form';

interface PhoneFiltersProps {
  values: FilterValues;
  /** The search shown now, as sent to the API. */
  body: FilterBody;
  onSubmit: (values: FilterValues) => void;
  busy?: boolean;
  className?: string;
}

/**
 * /search on a phone: the results come first, and the filter panel opens from a 'Filters (n)'
 * button (n counts the filters set besides the location, which the line beside it names).
 */
export function PhoneFilters({ values, body, onSubmit, busy, className }: PhoneFiltersProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(body);
  const where = body.location
    ? `${body.radius ? `${radiusLabel(body.radius)} of` : 'In'} ${body.location}`
    : 'Anywhere in the UK';
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <SlidersHorizontal aria-hidden />
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        <p className="min-w-0 truncate text-sm text-slate-600">{where}</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl p-4"
          // Focus the panel, not the location box: on a phone that would open the keyboard at once.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Filters</DialogTitle>
            <DialogDescription>Choose what to search for, then press Search.</DialogDescription>
          </DialogHeader>
          <SearchFilterForm
            variant="search"
            values={values}
            busy={busy}
            onSubmit={(next) => {
              onSubmit(next);
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
