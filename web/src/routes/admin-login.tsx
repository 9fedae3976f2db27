import { AdminLoginPanel } from '@/features/auth/components/admin-login-panel';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <>
      <PageTitle page="Admin Login" />
      <AdminLoginPanel />
    </>
  );
}
