import { changePasswordSchema } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from '../api/change-password';

const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password with the current one; every other signed-in device is signed out. */
export function AccountPasswordForm() {
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onSubmit = ({ currentPassword, newPassword }: PasswordFormValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: 'Password changed',
            description: 'Your password has been changed. Other devices have been signed out.',
          });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'invalid_credentials')) {
            form.setError(
              'currentPassword',
              { message: errorMessage(error, 'Current password is incorrect') },
              { shouldFocus: true },
            );
          } else {
            toastRequestError(error, 'Password not changed', 'Please try again.');
          }
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-label="Change password"
    >
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" required {...form.register('currentPassword')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="New password"
          error={errors.newPassword?.message}
          hint="At least 6 characters"
          className="content-start"
        >
          <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
        </FormField>
        <FormField
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          className="content-start"
        >
          <PasswordInput autoComplete="new-password" required {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
