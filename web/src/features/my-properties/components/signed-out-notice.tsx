import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';

/** Both signed-out readings of SPEC 2: the message with its two ways in, and the toast and redirect. */
export function SignedOutNotice() {
  useSignInRedirect(true);
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Lock />}
      title="Sign in to manage your listings"
      description="You need to sign in to manage your properties"
    >
      <Button asChild>
        <Link to={paths.login}>Sign In</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.register}>Create Account</Link>
      </Button>
    </EmptyState>
  );
}
