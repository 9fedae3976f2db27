import { useSearchParams } from 'react-router';
import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { PageTitle } from '@/components/page-title';

/** With ?token= from the e-mailed link: choose a new password. Without: request a link (SPEC's 'Reset Password' target). */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <>
      <PageTitle page="Reset Password" />
      {token ? <ResetPasswordPanel token={token} /> : <ForgotPasswordPanel />}
    </>
  );
}
