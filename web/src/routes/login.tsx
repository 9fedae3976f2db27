import { LoginPanel } from '@/features/auth/components/login-panel';

export function Component() {
  return (
    <>
      <title>Sign In · Home Hunter</title>
      <LoginPanel />
    </>
  );
}
