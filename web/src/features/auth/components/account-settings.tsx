import { authMessages } from '@contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { setCurrentUser, useAuth } from '@/lib/auth';
import { ACCOUNT_REMOVAL_REDIRECT_MS } from '../lib/timings';
import { AccountDetails } from './account-details';
import { AccountEmailForm } from './account-email-form';
import { AccountNameForm } from './account-name-form';
import { AccountPasswordForm } from './account-password-form';
import { AccountSection } from './account-section';
import { AccountSkeleton } from './account-skeleton';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * /account: the user's details and account removal (SPEC 2), and changing the name, e-mail address
 * and password; signed-out visitors are told to sign in.
 */
export function AccountSettings() {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);

  const onRemoved = (message: string) => {
    setRemoved(true);
    toast({ title: 'Account Removed', description: message });
    // Everything cached belonged to the removed account; the header must show signed out at once.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    setCurrentUser(queryClient, null);
    setTimeout(() => window.location.assign(paths.home), ACCOUNT_REMOVAL_REDIRECT_MS);
  };

  if (removed) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<CircleCheck className="text-green-600" />}
        title="Account Removed"
        description="Your account has been removed. Taking you to the home page..."
      />
    );
  }
  if (!user && isLoading) return <AccountSkeleton />;
  if (!user) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Lock />}
        title="Access Denied"
        description="You must be logged in to access account settings."
      >
        <Button asChild>
          <Link to={paths.login}>Sign In</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
        <p className="mt-1 text-slate-600">Your Home Hunter account details.</p>
      </div>
      <AccountSection title="Account Information">
        <AccountDetails user={user} />
      </AccountSection>
      <AccountSection title="Your name" description="How we address you on Home Hunter.">
        {/* Keyed by the saved names, so the form starts again from them after a save elsewhere. */}
        <AccountNameForm key={`${user.firstName}|${user.lastName}`} user={user} />
      </AccountSection>
      <AccountSection
        title="Email address"
        description="Where we send links and alerts; you can also sign in with it."
      >
        <AccountEmailForm />
      </AccountSection>
      <AccountSection title="Password" description="Changing it signs you out on every other device.">
        <AccountPasswordForm />
      </AccountSection>
      <AccountSection
        title="Account Removal"
        className="border-red-200 [&_h2]:text-red-700"
        description={
          user.isAdmin
            ? authMessages.adminCannotRemoveSelf
            : 'Permanently delete your account and everything linked to it. You will need your password to confirm.'
        }
      >
        {!user.isAdmin && <DeleteAccountDialog onRemoved={onRemoved} />}
      </AccountSection>
    </div>
  );
}
