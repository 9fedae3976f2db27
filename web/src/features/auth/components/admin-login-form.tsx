import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
import { logout } from '../api/logout';
import { setCurrentUser } from '@/lib/auth';
import { signInFailureMessages } from '../lib/sign-in-failure';
import { ADMIN_LOGIN_REDIRECT_MS } from '../lib/timings';

/** SPEC 5, admin login: both fields required (the e-mail field is type email; the server checks the rest). */
const adminLoginSchema = z.object({
  email: z.string().trim().min(1, { message: 'Admin email is required' }),
  password: z.string().min(1, { message: 'Admin password is required' }),
});
type AdminLoginValues = z.infer<typeof adminLoginSchema>;

const failureFallback = 'Please check your admin credentials and try again.';

/** Same login call as everyone; a non-admin who gets in is signed straight back out. */
export function AdminLoginForm() {
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const refuseNonAdmin = async () => {
    await logout().catch(() => undefined);
    setCurrentUser(queryClient, null);
    toast({
      title: 'Admin Login Failed',
      description: 'Admin privileges required to access this page.',
      variant: 'destructive',
    });
  };

  const onSubmit = (input: AdminLoginValues) =>
    login.mutate(input, {
      onSuccess: (user) => {
        if (!user.isAdmin) return refuseNonAdmin();
        toast({
          title: 'Admin Login Successful',
          description: 'Welcome to the admin panel.',
          keepOnNavigation: true,
        });
        setTimeout(() => navigate(paths.adminPanel), ADMIN_LOGIN_REDIRECT_MS);
      },
      onError: (error) => {
        toastRequestError(error, 'Admin Login Failed', failureFallback);
        if (!hasErrorCode(error, 'invalid_credentials')) return;
        const messages = signInFailureMessages('email');
        form.setError('email', { message: messages.identifier });
        form.setError('password', { message: messages.password }, { shouldFocus: true });
      },
    });

  // Stays busy through the redirect so nobody signs in twice.
  const busy = login.isPending || login.data?.isAdmin === true;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Admin Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          required
          autoCapitalize="none"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Admin Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" required {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Authenticating...' : 'Admin Sign In'}
      </Button>
    </form>
  );
}
