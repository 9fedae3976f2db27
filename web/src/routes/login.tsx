import { LoginPanel } from '@/features/auth/components/login-panel';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <>
      <PageTitle page="Sign In" />
      <LoginPanel />
    </>
  );
}
