import { KeyRound } from 'lucide-react';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPanel({ token }: { token: string }) {
  return (
    <AuthLayout
      title="Choose a New Password"
      description="Enter a new password for your Home Hunter account."
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      footer={<BackToLoginLink />}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
