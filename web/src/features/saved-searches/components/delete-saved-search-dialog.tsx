import type { SavedSearch } from '@contracts/saved-search';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toastRequestError } from '@/lib/toast-error';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

export function DeleteSavedSearchDialog({ search }: { search: SavedSearch }) {
  const [open, setOpen] = useState(false);
  const removal = useDeleteSavedSearch();
  const onDelete = () =>
    removal.mutate(search.id, {
      onSuccess: () => setOpen(false),
      onError: (error) => toastRequestError(error, 'Unable to Delete Search', 'Please try again.'),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Delete ${search.name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete '{search.name}'?</DialogTitle>
          <DialogDescription>Its alerts stop too. The homes it found stay on the site.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDelete} disabled={removal.isPending}>
            {removal.isPending ? 'Deleting...' : 'Delete Search'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
