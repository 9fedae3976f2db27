import { adminMessages } from '@contracts/admin';
import type { PublicUser } from '@contracts/auth';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { adminFailure, adminSuccess } from '../lib/admin-toasts';

/** Delete a user, after confirming what goes with them (SPEC 7: DELETE /api/admin/users/{id}). */
export function DeleteUserButton({ user, name }: { user: PublicUser; name: string }) {
  const removal = useDeleteAdminUser();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="w-full text-red-700 hover:bg-red-50"
          aria-label={`Delete ${name}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title={`Delete ${name}?`}
      description={
        <>
          The account <span className="font-medium text-slate-900">{user.email}</span> is removed with its
          listings, favourites, saved searches and history. This action cannot be undone.
        </>
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={removal.isPending}
      onConfirm={(close) =>
        removal.mutate(user.id, {
          onSuccess: () => {
            close();
            adminSuccess('User deleted', adminMessages.userDeleted);
          },
          onError: (error) => adminFailure(error, adminMessages.deleteUserFailed),
        })
      }
    />
  );
}
