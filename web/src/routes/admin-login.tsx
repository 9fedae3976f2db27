import { AdminLoginPanel } from '@/features/auth/components/admin-login-panel';

export function Component() {
  return (
    <>
      <title>Admin Login · Home Hunter</title>
      <AdminLoginPanel />
    </>
  );
}
