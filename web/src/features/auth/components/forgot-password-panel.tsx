import { KeyRound } from 'lucide-react';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password, and /reset-password when it has no token. */
export function ForgotPasswordPanel() {
  return (
    <AuthLayout
      title="Reset Password"
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      footer={<BackToLoginLink />}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
