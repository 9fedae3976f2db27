import { renameSavedSearchSchema, type SavedSearch } from '@contracts/saved-search';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** A saved search's new name (loaded by RenameSavedSearchButton on first use). */
export function RenameSavedSearchDialog({
  search,
  trigger,
  defaultOpen,
}: { search: SavedSearch } & LoadedPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(renameSavedSearchSchema),
    defaultValues: { name: search.name },
  });
  const update = useUpdateSavedSearch();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset({ name: search.name });
  };
  const onSubmit = ({ name }: { name: string }) =>
    update.mutate(
      { id: search.id, name },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => toastRequestError(error, 'Unable to Rename Search', 'Please try again.'),
      },
    );

  return (
    <FormDialog
      trigger={trigger}
      title="Rename saved search"
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel="Save Name"
      pendingLabel="Saving..."
      pending={update.isPending}
    >
      <FormField label="Name" error={form.formState.errors.name?.message}>
        <Input maxLength={80} required autoFocus {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}
