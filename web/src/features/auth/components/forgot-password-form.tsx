import { forgotPasswordSchema, type ForgotPasswordInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useRequestPasswordReset } from '../api/forgot-password';

/** Request a reset link (SPEC 2, forgot password variant 2): form, then a 'Check Your Email' state. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  const onSubmit = (input: ForgotPasswordInput) =>
    request.mutate(input, {
      onSuccess: ({ message }) => toast({ title: 'Reset Link Sent', description: message }),
      onError: (error) =>
        toastRequestError(error, 'Reset Failed', 'Unable to send reset email. Please try again.'),
    });

  if (request.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck className="h-10 w-10 text-green-600" aria-hidden />
        <h2 className="text-lg font-semibold">Check Your Email</h2>
        <p className="text-sm text-slate-600">{request.data.message}</p>
        <p className="text-sm text-slate-600">
          We used <strong className="break-all">{request.variables.email}</strong>. The link works once and
          expires in 1 hour; check your spam folder if it does not arrive.
        </p>
        <Button type="button" variant="outline" className="mt-2" onClick={() => request.reset()}>
          Send another email
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <p className="text-center text-sm text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.co.uk"
          required
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
