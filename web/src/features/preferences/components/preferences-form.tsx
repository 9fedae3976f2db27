import type { PublicUser } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useSavePreferences } from '../api/save-preferences';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  formValuesFrom,
  type PreferencesFormValues,
  preferencesFormSchema,
  toPreferencesBody,
  typeOptions,
} from '../lib/preferences-form';
import { PreferenceSelect } from './preference-select';

interface PreferencesFormProps {
  user: PublicUser;
}

/** /preferences (SPEC 2 and 5): what the user is looking for; every field optional. */
export function PreferencesForm({ user }: PreferencesFormProps) {
  const form = useForm<PreferencesFormValues>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: formValuesFrom(user),
  });
  const save = useSavePreferences();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(toPreferencesBody(values), {
      onSuccess: () =>
        toast({
          title: 'Preferences Updated',
          description: 'Your preferences have been saved successfully.',
        }),
      onError: (error) => toastRequestError(error, 'Error', 'Failed to update preferences'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="preferredPropertyType"
        render={({ field }) => (
          <PreferenceSelect
            label="Property type"
            value={field.value}
            onChange={field.onChange}
            anyLabel="Any type"
            options={typeOptions(field.value)}
          />
        )}
      />
      <FormField label="Location" error={errors.preferredLocation?.message} hint="A town, area or postcode">
        <Input
          placeholder="e.g. Leeds or SW19"
          autoComplete="address-level2"
          {...form.register('preferredLocation')}
        />
      </FormField>
      <FormField label="Minimum budget (£)" error={errors.minBudget?.message}>
        <Input inputMode="numeric" placeholder="e.g. 200,000" {...form.register('minBudget')} />
      </FormField>
      <FormField label="Maximum budget (£)" error={errors.maxBudget?.message}>
        <Input inputMode="numeric" placeholder="e.g. 400,000" {...form.register('maxBudget')} />
      </FormField>
      <Controller
        control={form.control}
        name="preferredBedrooms"
        render={({ field }) => (
          <PreferenceSelect
            label="Bedrooms"
            value={field.value}
            onChange={field.onChange}
            options={BEDROOM_OPTIONS}
          />
        )}
      />
      <Controller
        control={form.control}
        name="preferredBathrooms"
        render={({ field }) => (
          <PreferenceSelect
            label="Bathrooms"
            value={field.value}
            onChange={field.onChange}
            options={BATHROOM_OPTIONS}
          />
        )}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
