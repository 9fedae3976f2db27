import type { PublicUser } from '@contracts/auth';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useResendVerification } from '../api/resend-verification';

/** Whether the e-mail address is verified; if not, a way to get a new link. */
export function EmailVerificationStatus({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  if (user.emailVerified) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-green-700">
        <BadgeCheck className="h-4 w-4" aria-hidden />
        Verified
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-800">
      <span className="inline-flex items-center gap-1">
        <MailWarning className="h-4 w-4" aria-hidden />
        Not verified yet: use the link we e-mailed you
      </span>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message }),
            onError: (error) => toastRequestError(error, 'Email not sent', 'Please try again later.'),
          })
        }
      >
        {resend.isSuccess ? 'Link sent' : 'Send a new link'}
      </Button>
    </span>
  );
}
