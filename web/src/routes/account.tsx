import { AccountSettings } from '@/features/auth/components/account-settings';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <>
      <PageTitle page="Account Settings" />
      <AccountSettings />
    </>
  );
}
