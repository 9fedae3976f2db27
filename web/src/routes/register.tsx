import { SignUpPanel } from '@/features/auth/components/sign-up-panel';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <>
      <PageTitle page="Sign Up" />
      <SignUpPanel />
    </>
  );
}
