import { loginSchema } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useLogin } from '../api/login';
import { signInFailureMessages } from '../lib/sign-in-failure';
import { LOGIN_REDIRECT_MS } from '../lib/timings';

const [byEmail, byUsername] = loginSchema.options;

/** One 'identifier' input checked by the contract's rule for the chosen way of signing in. */
const schemas = {
  email: z.object({ identifier: byEmail.shape.email, password: byEmail.shape.password }),
  username: z.object({ identifier: byUsername.shape.username, password: byUsername.shape.password }),
};
type IdentifyBy = keyof typeof schemas;
type LoginFormValues = z.infer<(typeof schemas)[IdentifyBy]>;

/** Sign in by username (default) or e-mail; success reloads the app on My Properties (SPEC 4). */
export function LoginForm() {
  const [identifyBy, setIdentifyBy] = useState<IdentifyBy>('username');
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(schemas[identifyBy]),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useLogin();

  const switchIdentifier = () => {
    form.resetField('identifier');
    setIdentifyBy((current) => (current === 'email' ? 'username' : 'email'));
  };

  const byEmailNow = identifyBy === 'email';
  const onSubmit = ({ identifier, password }: LoginFormValues) =>
    login.mutate(
      identifyBy === 'email' ? { email: identifier, password } : { username: identifier, password },
      {
        onSuccess: () => {
          toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
          setTimeout(() => window.location.assign(paths.myProperties), LOGIN_REDIRECT_MS);
        },
        onError: (error) => {
          toastRequestError(error, 'Authentication Failed', 'Please check your credentials and try again.');
          if (!hasErrorCode(error, 'invalid_credentials')) return;
          // Both fields are marked alike: which one was wrong is never said (no account enumeration).
          const messages = signInFailureMessages(byEmailNow ? 'email' : 'username');
          form.setError('identifier', { message: messages.identifier });
          form.setError('password', { message: messages.password }, { shouldFocus: true });
        },
      },
    );

  const busy = login.isPending || login.isSuccess;
  const switchLabel = byEmailNow ? 'Sign in with username instead' : 'Sign in with email instead';

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        label={byEmailNow ? 'Email' : 'Username'}
        error={errors.identifier?.message}
        labelAside={
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="h-7 w-7 text-brand-700"
            onClick={switchIdentifier}
            aria-label={switchLabel}
            title={switchLabel}
          >
            {byEmailNow ? <UserRound aria-hidden /> : <Mail aria-hidden />}
          </Button>
        }
      >
        <Input
          key={identifyBy}
          type={byEmailNow ? 'email' : 'text'}
          autoComplete={byEmailNow ? 'email' : 'username'}
          placeholder={byEmailNow ? 'you@example.co.uk' : 'Your username'}
          autoCapitalize="none"
          required
          {...form.register('identifier')}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            to={paths.resetPassword}
            className="rounded text-xs font-medium text-brand-700 hover:underline"
          >
            Reset Password
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" required {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
