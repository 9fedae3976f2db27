import { deleteAccountSchema, type DeleteAccountInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toastRequestError } from '@/lib/toast-error';
import { useDeleteAccount } from '../api/delete-account';

/** Asks for the password before DELETE /api/auth/account; `onRemoved` takes over once it succeeded. */
export function DeleteAccountDialog({ onRemoved }: { onRemoved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const removal = useDeleteAccount();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = (input: DeleteAccountInput) =>
    removal.mutate(input, {
      onSuccess: ({ message }) => {
        setOpen(false);
        onRemoved(message);
      },
      onError: (error) =>
        toastRequestError(error, 'Unable to Remove Account', 'Please check your password and try again.'),
    });

  return (
    <FormDialog
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Remove Account
        </Button>
      }
      title="Remove your account?"
      description="This permanently deletes your Home Hunter account and signs you out everywhere. It cannot be undone. Enter your password to confirm."
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel="Remove Account"
      pendingLabel="Removing..."
      pending={removal.isPending}
      destructive
    >
      <FormField label="Password" error={form.formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" required autoFocus {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}
