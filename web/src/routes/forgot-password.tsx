import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <>
      <PageTitle page="Reset Password" />
      <ForgotPasswordPanel />
    </>
  );
}
