import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminLoginForm } from './admin-login-form';
import { AuthLayout } from './auth-layout';
import { ClearSessionsButton } from './clear-sessions-button';

export function AdminLoginPanel() {
  return (
    <AuthLayout
      title="Admin Login"
      description="Sign in with your administrator account"
      icon={<ShieldCheck className="h-6 w-6" aria-hidden />}
      footer={
        <>
          Not an administrator?{' '}
          <Link to={paths.login} className="rounded font-medium text-brand-700 hover:underline">
            Sign in as a user
          </Link>
        </>
      }
    >
      <div className="grid gap-6">
        <AdminLoginForm />
        <ClearSessionsButton />
      </div>
    </AuthLayout>
  );
}
