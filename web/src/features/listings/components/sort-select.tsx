import { PROPERTY_SORTS, type PropertySort } from '@contracts/property-options';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { SORT_LABELS } from '../lib/sort-properties';

/** The sort dropdown (SPEC 2, every key): a native select, light and at home on phones. */
export function SortSelect({
  value,
  onChange,
}: {
  value: PropertySort;
  onChange: (sort: PropertySort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-slate-600">
        Sort by
      </Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as PropertySort)}
          className="h-10 w-48 appearance-none rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-base text-slate-900 focus-visible:border-brand-600 sm:text-sm"
        >
          {PROPERTY_SORTS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
      </div>
    </div>
  );
}
