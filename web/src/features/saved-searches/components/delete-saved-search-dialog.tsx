import type { SavedSearch } from '@contracts/saved-search';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastRequestError } from '@/lib/toast-error';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

export function DeleteSavedSearchDialog({ search }: { search: SavedSearch }) {
  const removal = useDeleteSavedSearch();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Delete ${search.name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title={`Delete '${search.name}'?`}
      description="Its alerts stop too. The homes it found stay on the site."
      confirmLabel="Delete Search"
      pendingLabel="Deleting..."
      pending={removal.isPending}
      onConfirm={(close) =>
        removal.mutate(search.id, {
          onSuccess: close,
          onError: (error) => toastRequestError(error, 'Unable to Delete Search', 'Please try again.'),
        })
      }
    />
  );
}
