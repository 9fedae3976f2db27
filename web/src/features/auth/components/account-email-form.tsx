import { changeEmailSchema, type ChangeEmailInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useChangeEmail } from '../api/change-email';

/**
 * A new e-mail address, confirmed with the password. The server answers a taken address (409) or a
 * wrong password on the field concerned; the new address must then be verified.
 */
export function AccountEmailForm() {
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangeEmail();

  const onSubmit = (input: ChangeEmailInput) =>
    change.mutate(input, {
      onSuccess: (saved) => {
        form.reset();
        toast({
          title: 'Check your new inbox',
          description: `We sent a verification link to ${saved.email}. Your old address has been told about the change.`,
        });
      },
      onError: (error) => {
        if (hasErrorCode(error, 'conflict', 'bad_request')) {
          form.setError(
            'email',
            { message: errorMessage(error, 'Choose another email address') },
            { shouldFocus: true },
          );
        } else if (hasErrorCode(error, 'invalid_credentials')) {
          form.setError(
            'currentPassword',
            { message: errorMessage(error, 'Current password is incorrect') },
            { shouldFocus: true },
          );
        } else {
          toastRequestError(error, 'Email not changed', 'Please try again.');
        }
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label="Change email">
      <FormField
        label="New email address"
        error={errors.email?.message}
        hint="We will send a link to confirm it; the old address is told about the change."
      >
        <Input type="email" autoComplete="email" autoCapitalize="none" required {...form.register('email')} />
      </FormField>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" required {...form.register('currentPassword')} />
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change email'}
        </Button>
      </div>
    </form>
  );
}
