import { BUILT_FORMS, TENURES } from '@contracts/material-info';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { ADDED_OPTIONS, EPC_OPTIONS, NO_CHOICE } from '../lib/filter-options';
import type { FilterValues } from '../lib/search-filters';
import { CheckboxGroup } from './checkbox-group';

/** A select whose "no choice" option stands for '' in the form. */
const orNone = (value: string) => value || NO_CHOICE;
const fromSelect = (value: string) => (value === NO_CHOICE ? '' : value);

/**
 * The UK portals' further filters (issue 17): built form, tenure, date added, minimum EPC,
 * reductions only, and leaving out shared-ownership and retirement homes.
 */
export function UkFilterFields({ form }: { form: UseFormReturn<FilterValues> }) {
  const { control } = form;
  return (
    <div className="border-t border-slate-200 pt-4">
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">More filters</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Controller
            control={control}
            name="builtForm"
            render={({ field }) => (
              <CheckboxGroup
                legend="Built form"
                options={BUILT_FORMS}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="tenure"
            render={({ field }) => (
              <CheckboxGroup
                legend="Tenure"
                options={TENURES}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Controller
            control={control}
            name="added"
            render={({ field }) => (
              <SelectField
                label="Added to site"
                value={orNone(field.value)}
                options={ADDED_OPTIONS}
                onValueChange={(value) => field.onChange(fromSelect(value))}
              />
            )}
          />
          <Controller
            control={control}
            name="minEpc"
            render={({ field }) => (
              <SelectField
                label="Minimum EPC rating"
                value={orNone(field.value)}
                options={EPC_OPTIONS}
                onValueChange={(value) => field.onChange(fromSelect(value))}
              />
            )}
          />
          <div className="flex flex-col justify-end gap-2 sm:col-span-2">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                {...form.register('reducedOnly')}
              />
              Reduced only
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                {...form.register('hideSharedAndRetirement')}
              />
              Hide shared ownership and retirement homes
            </label>
          </div>
        </div>
      </fieldset>
    </div>
  );
}
