import { SignUpPanel } from '@/features/auth/components/sign-up-panel';

export function Component() {
  return (
    <>
      <title>Sign Up · Home Hunter</title>
      <SignUpPanel />
    </>
  );
}
