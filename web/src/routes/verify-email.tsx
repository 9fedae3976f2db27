import { useSearchParams } from 'react-router';
import { EmailVerification } from '@/features/auth/components/email-verification';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Verify Email · Home Hunter</title>
      <EmailVerification token={searchParams.get('token') ?? ''} />
    </>
  );
}
