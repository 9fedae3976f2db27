import { useSearchParams } from 'react-router';
import { EmailVerification } from '@/features/auth/components/email-verification';
import { PageTitle } from '@/components/page-title';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle page="Verify Email" />
      <EmailVerification token={searchParams.get('token') ?? ''} />
    </>
  );
}
