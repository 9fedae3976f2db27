import type { Property } from '@contracts/property';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useDeleteProperty } from '../api/delete-property';

/** Remove, after the spec's confirmation (SPEC 7: DELETE /api/user/properties/{id}). */
export function DeletePropertyDialog({ property }: { property: Property }) {
  const removal = useDeleteProperty();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-red-700"
          aria-label={`Remove ${property.title}`}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      }
      title={`Remove '${property.title}'?`}
      description="Are you sure you want to delete this property? This action cannot be undone."
      confirmLabel="Remove Property"
      pendingLabel="Removing..."
      pending={removal.isPending}
      onConfirm={(close) =>
        removal.mutate(property.id, {
          onSuccess: () => {
            close();
            toast({ title: 'Property removed successfully', description: 'Property deleted successfully.' });
          },
          onError: (error) =>
            toastRequestError(
              error,
              'Failed to remove property',
              'Failed to delete property. Please try again.',
            ),
        })
      }
    />
  );
}
