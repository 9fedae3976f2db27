import { adminMessages } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminProperty } from '../api/delete-admin-property';
import { adminFailure, adminSuccess } from '../lib/admin-toasts';

/** Delete, after confirming (SPEC 7: DELETE /api/admin/properties/{id}); SPEC 8 toasts. */
export function DeletePropertyButton({ property }: { property: Property }) {
  const removal = useDeleteAdminProperty();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50"
          aria-label={`Delete ${property.title}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title={`Delete '${property.title}'?`}
      description="Are you sure you want to delete this property? This action cannot be undone."
      confirmLabel="Delete Property"
      pendingLabel="Deleting..."
      pending={removal.isPending}
      onConfirm={(close) =>
        removal.mutate(property.id, {
          onSuccess: () => {
            close();
            adminSuccess('Property deleted', adminMessages.propertyDeleted);
          },
          onError: (error) => adminFailure(error, adminMessages.deletePropertyFailed),
        })
      }
    />
  );
}
