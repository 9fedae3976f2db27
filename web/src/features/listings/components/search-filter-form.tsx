import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { filterFormSchema } from '../lib/filter-form-schema';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  type FilterValues,
} from '../lib/search-filters';

interface SearchFilterFormProps {
  /** The search shown now (from the address bar); the form follows it on Back/Forward. */
  values: FilterValues;
  onSubmit: (values: FilterValues) => void;
  busy?: boolean;
  /** 'wide' lays the fields out in four columns on large screens; 'compact' in two. */
  layout?: 'wide' | 'compact';
}

const SELECTS = [
  { name: 'propertyType', label: 'Property type', options: PROPERTY_TYPE_OPTIONS },
  { name: 'priceRange', label: 'Price range', options: PRICE_RANGE_OPTIONS },
  { name: 'bedrooms', label: 'Bedrooms', options: BEDROOM_OPTIONS },
  { name: 'bathrooms', label: 'Bathrooms', options: BATHROOM_OPTIONS },
] as const;

/** The listing filters (SPEC 2 Home, SPEC 5 Home search), shared by the home and search pages. */
export function SearchFilterForm({ values, onSubmit, busy = false, layout = 'wide' }: SearchFilterFormProps) {
  const form = useForm<FilterValues>({ resolver: zodResolver(filterFormSchema), defaultValues: values });
  const { reset } = form;
  useEffect(() => reset(values), [values, reset]);
  const { errors } = form.formState;

  return (
    <form
      role="search"
      aria-label="Property filters"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
    >
      <div className={cn('grid gap-4 sm:grid-cols-2', layout === 'wide' && 'lg:grid-cols-4')}>
        <FormField label="Location" error={errors.location?.message} className="sm:col-span-2">
          <Input
            placeholder="City, neighborhood, or postcode"
            autoComplete="off"
            {...form.register('location')}
          />
        </FormField>
        {SELECTS.map((select) => (
          <Controller
            key={select.name}
            control={form.control}
            name={select.name}
            render={({ field }) => (
              <SelectField
                label={select.label}
                value={field.value}
                options={select.options}
                onValueChange={field.onChange}
              />
            )}
          />
        ))}
        <FormField label="Min sqft" error={errors.minSqft?.message}>
          <Input inputMode="numeric" placeholder="1,000" {...form.register('minSqft')} />
        </FormField>
        <FormField label="Max sqft" error={errors.maxSqft?.message}>
          <Input inputMode="numeric" placeholder="3,000" {...form.register('maxSqft')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="h-4 w-4 text-white" /> : <Search aria-hidden />}
          Search
        </Button>
      </div>
    </form>
  );
}
