import { resetPasswordSchema } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { useResetPassword } from '../api/reset-password';

const newPasswordSchema = z
  .object({ newPassword: resetPasswordSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The token is unknown, used or expired (not a password the server refused). */
const isRefusedToken = (error: unknown) => hasErrorCode(error, 'invalid_token');

/** Choose a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword();

  const onSubmit = ({ newPassword }: NewPasswordValues) =>
    reset.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          // A refused token is explained in the card; only other failures need a toast.
          if (!isRefusedToken(error))
            toastRequestError(error, 'Reset Failed', 'Unable to reset your password. Please try again.');
        },
      },
    );

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden />
          <p>{reset.data.message}</p>
        </Alert>
        <Button asChild className="w-full">
          <Link to={paths.login}>Go to Login</Link>
        </Button>
      </div>
    );
  }

  const refused = isRefusedToken(reset.error);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {refused && (
        <Alert variant="destructive" role="alert">
          <TriangleAlert aria-hidden />
          <p>
            {errorMessage(reset.error, 'This reset link is invalid or has expired.')}{' '}
            <Link to={paths.forgotPassword} className="font-medium underline">
              Request a new reset link
            </Link>
          </p>
        </Alert>
      )}
      <FormField label="New Password" error={errors.newPassword?.message} hint="At least 6 characters">
        <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" required {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
