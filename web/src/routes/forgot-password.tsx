import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel';

export function Component() {
  return (
    <>
      <title>Reset Password · Home Hunter</title>
      <ForgotPasswordPanel />
    </>
  );
}
