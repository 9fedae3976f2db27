import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { activeExtraFilters, type SearchFormValues } from '../lib/search-form';
import { ExtraFilters } from './extra-filters';
import { PostcodeField } from './postcode-field';
import { RadiusAndDateFields } from './radius-and-date-fields';
import { SearchFormFrame } from './search-form-frame';
import { SearchSubmitButton } from './search-submit-button';

interface SoldSearchFormProps {
  values: SearchFormValues;
  onChange: (patch: Partial<SearchFormValues>) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The sold prices search form (SPEC 2): postcode, radius, sale date, and the extra filters. */
export function SoldSearchForm({ values, onChange, onSubmit, busy }: SoldSearchFormProps) {
  const active = activeExtraFilters(values);
  return (
    <SearchFormFrame label="Search sold prices" onSubmit={onSubmit} className="space-y-4">
      <div className="grid grid-cols-2 items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <PostcodeField
          id="sold-postcode"
          label="Postcode"
          placeholder="e.g. CT1 1DX, DN1 3LH"
          required
          className="col-span-2 md:col-span-1"
          value={values.postcode}
          onValueChange={(postcode) => onChange({ postcode })}
        />
        <RadiusAndDateFields
          idPrefix="sold"
          radius={values.radius}
          timeRange={values.timeRange}
          onChange={onChange}
        />
        <SearchSubmitButton busy={busy} label="Search Properties" wide />
      </div>
      <Collapsible.Root defaultOpen={active > 0}>
        <Collapsible.Trigger asChild>
          <Button type="button" variant="ghost" size="sm" className="group -ml-3 text-slate-700">
            <SlidersHorizontal aria-hidden />
            More filters{active > 0 ? ` (${active})` : ''}
            <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content className="pt-2">
          <ExtraFilters values={values} onChange={onChange} />
        </Collapsible.Content>
      </Collapsible.Root>
    </SearchFormFrame>
  );
}
