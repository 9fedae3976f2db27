import { AccountSettings } from '@/features/auth/components/account-settings';

export function Component() {
  return (
    <>
      <title>Account Settings · Home Hunter</title>
      <AccountSettings />
    </>
  );
}
