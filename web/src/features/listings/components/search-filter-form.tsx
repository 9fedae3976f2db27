import { zodResolver } from '@hookform/resolvers/zod';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { filterFormSchema } from '../lib/filter-form-schema';
import { NO_CHOICE, priceOptions, RADIUS_OPTIONS } from '../lib/filter-options';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  withPriceRangeAsBounds,
  type FilterValues,
} from '../lib/search-filters';
import { UkFilterFields } from './uk-filter-fields';

interface SearchFilterFormProps {
  /** The search shown now (from the address bar); the form follows it on Back/Forward. */
  values: FilterValues;
  onSubmit: (values: FilterValues) => void;
  busy?: boolean;
  /**
   * 'home': the spec's fields (SPEC 2, Home), with a link to the fuller search. 'search' (/search):
   * radius, minimum and maximum prices instead of the price range, and the UK filters.
   */
  variant?: 'home' | 'search';
  /** Where 'More filters' leads (the home panel): /search with the current search. */
  moreFiltersHref?: string;
}

const ROOM_SELECTS = [
  { name: 'bedrooms', label: 'Bedrooms', options: BEDROOM_OPTIONS },
  { name: 'bathrooms', label: 'Bathrooms', options: BATHROOM_OPTIONS },
] as const;

/** The listing filters (SPEC 2 Home, SPEC 5 Home search; issue 17 on /search). */
export function SearchFilterForm({
  values,
  onSubmit,
  busy = false,
  variant = 'home',
  moreFiltersHref,
}: SearchFilterFormProps) {
  const full = variant === 'search';
  const shown = useMemo(() => (full ? withPriceRangeAsBounds(values) : values), [full, values]);
  const form = useForm<FilterValues>({ resolver: zodResolver(filterFormSchema), defaultValues: shown });
  const { reset, control } = form;
  useEffect(() => reset(shown), [shown, reset]);
  const { errors } = form.formState;
  const [minPrice, maxPrice] = useWatch({ control, name: ['minPrice', 'maxPrice'] });

  return (
    <form
      role="search"
      aria-label="Property filters"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
    >
      <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', full && 'grid-cols-2')}>
        <FormField
          label="Location"
          error={errors.location?.message}
          className={full ? 'col-span-2' : 'sm:col-span-2'}
        >
          <Input
            placeholder="City, neighborhood, or postcode"
            autoComplete="off"
            {...form.register('location')}
          />
        </FormField>
        {full && (
          <Controller
            control={control}
            name="radius"
            render={({ field }) => (
              <SelectField
                label="Search radius"
                className="col-span-2 sm:col-span-1"
                value={field.value}
                options={RADIUS_OPTIONS}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="propertyType"
          render={({ field }) => (
            <SelectField
              label="Property type"
              className={full ? 'col-span-2 sm:col-span-1' : undefined}
              value={field.value}
              options={PROPERTY_TYPE_OPTIONS}
              onValueChange={field.onChange}
            />
          )}
        />
        {full ? (
          (['minPrice', 'maxPrice'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <SelectField
                  label={name === 'minPrice' ? 'Min price' : 'Max price'}
                  value={field.value || NO_CHOICE}
                  options={priceOptions(
                    name === 'minPrice' ? 'No min' : 'No max',
                    name === 'minPrice' ? minPrice : maxPrice,
                  )}
                  onValueChange={(value) => field.onChange(value === NO_CHOICE ? '' : value)}
                  error={errors[name]?.message}
                />
              )}
            />
          ))
        ) : (
          <Controller
            control={control}
            name="priceRange"
            render={({ field }) => (
              <SelectField
                label="Price range"
                value={field.value}
                options={PRICE_RANGE_OPTIONS}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
        {ROOM_SELECTS.map((select) => (
          <Controller
            key={select.name}
            control={control}
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
      {full && <UkFilterFields form={form} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {moreFiltersHref && (
          <Button asChild variant="ghost" className="w-full sm:w-auto">
            <Link to={moreFiltersHref}>
              <SlidersHorizontal aria-hidden />
              More filters
            </Link>
          </Button>
        )}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="h-4 w-4 text-white" /> : <Search aria-hidden />}
          Search
        </Button>
      </div>
    </form>
  );
}
