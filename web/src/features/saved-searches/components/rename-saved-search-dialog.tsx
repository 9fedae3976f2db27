import { renameSavedSearchSchema, type SavedSearch } from '@contracts/saved-search';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { useUpdateSavedSearch } from '../api/update-saved-search';

export function RenameSavedSearchDialog({ search }: { search: SavedSearch }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ name: string }>({ resolver: zodResolver(renameSavedSearchSchema) });
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${search.name}`}>
          <Pencil aria-hidden />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename saved search</DialogTitle>
          </DialogHeader>
          <FormField label="Name" error={form.formState.errors.name?.message}>
            <Input maxLength={80} required autoFocus {...form.register('name')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Name'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
