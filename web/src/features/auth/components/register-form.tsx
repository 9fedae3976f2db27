import { registerSchema, type RegisterInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { toastAfterReload } from '@/lib/flash-toast';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useRegister } from '../api/register';
import { verificationSentText } from '../lib/verification';
import { LOGIN_REDIRECT_MS } from '../lib/timings';
import { PolicyLink } from './policy-link';

/**
 * 'combined' is the register mode of /login (account fields first, then My Properties);
 * 'sign-up' is the separate /register page (names first, then the home page). SPEC 2 and 8.
 */
const variants = {
  combined: {
    order: ['username', 'email', 'firstName', 'lastName'] as const,
    success: {
      title: 'Account created!',
      description: "Your account has been created and you're now signed in.",
    },
    redirectTo: paths.myProperties,
    passwordHint: undefined,
  },
  'sign-up': {
    order: ['firstName', 'lastName', 'username', 'email'] as const,
    success: {
      title: 'Welcome to Home Hunter!',
      description: 'Account created successfully! Redirecting to home page...',
    },
    redirectTo: paths.home,
    passwordHint: 'At least 6 characters',
  },
};

const fields = {
  username: { label: 'Username', type: 'text', autoComplete: 'username' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  firstName: { label: 'First Name', type: 'text', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', type: 'text', autoComplete: 'family-name' },
} as const;

export function RegisterForm({ variant }: { variant: keyof typeof variants }) {
  const config = variants[variant];
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', firstName: '', lastName: '', password: '' },
  });
  const { errors } = form.formState;
  const registration = useRegister();

  const onSubmit = (input: RegisterInput) =>
    registration.mutate(input, {
      onSuccess: (user) => {
        toast(config.success);
        // The page is about to load afresh: the verification notice follows it there.
        toastAfterReload({ title: 'Verify your email', description: verificationSentText(user.email) });
        setTimeout(() => window.location.assign(config.redirectTo), LOGIN_REDIRECT_MS);
      },
      onError: (error) =>
        toastRequestError(error, 'Registration Failed', 'Failed to create account. Please try again.'),
    });

  const busy = registration.isPending || registration.isSuccess;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {config.order.map((name) => (
        <FormField
          key={name}
          label={fields[name].label}
          error={errors[name]?.message}
          className={name === 'firstName' || name === 'lastName' ? undefined : 'sm:col-span-2'}
        >
          <Input
            type={fields[name].type}
            autoComplete={fields[name].autoComplete}
            autoCapitalize={name === 'username' || name === 'email' ? 'none' : undefined}
            required
            {...form.register(name)}
          />
        </FormField>
      ))}
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={config.passwordHint}
        className="sm:col-span-2"
      >
        <PasswordInput autoComplete="new-password" required {...form.register('password')} />
      </FormField>
      <p className="text-sm text-slate-600 sm:col-span-2">
        By creating an account you agree to our{' '}
        <PolicyLink to={paths.termsOfService}>Terms of Service</PolicyLink> and{' '}
        <PolicyLink to={paths.privacyPolicy}>Privacy Policy</PolicyLink>.
      </p>
      {registration.isSuccess && (
        <Alert variant="success" role="status" className="sm:col-span-2">
          <MailCheck aria-hidden />
          <p>{verificationSentText(registration.data.email)}</p>
        </Alert>
      )}
      <Button type="submit" className="w-full sm:col-span-2" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
