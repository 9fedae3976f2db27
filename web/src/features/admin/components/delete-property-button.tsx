import { adminMessages } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminProperty } from '../api/delete-admin-property';
import { adminFailure, adminSuccess } from '../lib/admin-toasts';
import { DeleteTrigger } from './delete-trigger';

/** Delete, after confirming (SPEC 7: DELETE /api/admin/properties/{id}); SPEC 8 toasts. */
export function DeletePropertyButton({ property }: { property: Property }) {
  const removal = useDeleteAdminProperty();
  return (
    <ConfirmDialog
      trigger={<DeleteTrigger className="flex-1" aria-label={`Delete ${property.title}`} />}
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
