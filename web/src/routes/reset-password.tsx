import { useSearchParams } from 'react-router';
import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';

/** With ?token= from the e-mailed link: choose a new password. Without: request a link (SPEC's 'Reset Password' target). */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <>
      <title>Reset Password · Home Hunter</title>
      {token ? <ResetPasswordPanel token={token} /> : <ForgotPasswordPanel />}
    </>
  );
}
