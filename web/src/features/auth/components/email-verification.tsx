import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { VerificationCard } from './verification-card';

/**
 * /verify-email (SPEC 2): verifying, then success or error. The request goes through the query cache,
 * so StrictMode's double mount and re-renders send the single-use token only once.
 */
export function EmailVerification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));

  if (!token || verification.isError) {
    const message = !token
      ? 'No verification token provided'
      : verification.error instanceof ApiError
        ? errorMessage(verification.error, 'Verification failed')
        : 'Network error during verification';
    return (
      <VerificationCard
        icon={<CircleX className="h-12 w-12 text-red-600" aria-hidden />}
        title="Verification Failed"
        message={message}
      >
        <Button asChild>
          <Link to={paths.register}>Register New Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </VerificationCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <VerificationCard
        icon={<CircleCheck className="h-12 w-12 text-green-600" aria-hidden />}
        title="Email Verified"
        message={verification.data.message}
      >
        <Button asChild>
          <Link to={paths.login}>Go to Login</Link>
        </Button>
      </VerificationCard>
    );
  }

  return (
    <VerificationCard
      icon={<Spinner className="h-12 w-12" />}
      title="Verifying Your Email"
      message="Please wait while we verify your email address..."
    />
  );
}
