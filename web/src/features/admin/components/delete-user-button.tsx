import { adminMessages } from '@contracts/admin';
import type { PublicUser } from '@contracts/auth';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { adminFailure, adminSuccess } from '../lib/admin-toasts';
import { DeleteTrigger } from './delete-trigger';

/** Delete a user, after confirming what goes with them (SPEC 7: DELETE /api/admin/users/{id}). */
export function DeleteUserButton({ user, name }: { user: PublicUser; name: string }) {
  const removal = useDeleteAdminUser();
  return (
    <ConfirmDialog
      trigger={<DeleteTrigger className="w-full" aria-label={`Delete ${name}`} />}
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
