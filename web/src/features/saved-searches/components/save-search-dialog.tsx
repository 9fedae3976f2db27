import type { PropertyFilters } from '@contracts/property';
import { createSavedSearchSchema, type CreateSavedSearchInput } from '@contracts/saved-search';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useSaveSearch } from '../api/save-search';
import { describeFilters, suggestName } from '../lib/describe-filters';
import { AlertsCheckbox } from './alerts-checkbox';

interface SaveSearchDialogProps extends LoadedPopupProps {
  filters: Partial<PropertyFilters>;
}

/** Names the current filters and keeps them, with alerts (loaded by SaveSearchButton on first use). */
export function SaveSearchDialog({ filters, trigger, defaultOpen }: SaveSearchDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const fresh = (): CreateSavedSearchInput => ({ name: suggestName(filters), filters, alertsEnabled: true });
  const form = useForm<CreateSavedSearchInput>({
    resolver: zodResolver(createSavedSearchSchema),
    defaultValues: fresh(),
  });
  const saving = useSaveSearch();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(fresh());
  };

  const onSubmit = (input: CreateSavedSearchInput) =>
    saving.mutate(input, {
      onSuccess: (saved) => {
        setOpen(false);
        toast({ title: 'Search Saved', description: `'${saved.name}' is on your dashboard.` });
      },
      onError: (error) => toastRequestError(error, 'Unable to Save Search', 'Please try again.'),
    });

  return (
    <FormDialog
      trigger={trigger}
      title="Save this search"
      description={`${describeFilters(filters).join(' · ')}. Find it again on your dashboard; we can e-mail you when new homes match or prices drop.`}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel="Save Search"
      pendingLabel="Saving..."
      pending={saving.isPending}
    >
      <FormField label="Name" error={form.formState.errors.name?.message}>
        <Input maxLength={80} required autoFocus {...form.register('name')} />
      </FormField>
      <AlertsCheckbox {...form.register('alertsEnabled')} />
      {form.formState.errors.filters && (
        <p role="alert" className="text-sm text-red-600">
          {form.formState.errors.filters.message}
        </p>
      )}
    </FormDialog>
  );
}
