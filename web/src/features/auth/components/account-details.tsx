import type { PublicUser } from '@contracts/auth';
import { EmailVerificationStatus } from './email-verification-status';

/** The signed-in user's details as stored (SPEC 2, account settings), with the e-mail's verification. */
export function AccountDetails({ user }: { user: PublicUser }) {
  const rows = [
    ['Username', user.username],
    ['Email', user.email],
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
  ] as const;
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd
            className={
              value
                ? 'min-w-0 break-words text-slate-900 sm:col-span-2'
                : 'min-w-0 italic text-slate-500 sm:col-span-2'
            }
          >
            {value || 'Not provided'}
            {label === 'Email' && (
              <span className="mt-1 block not-italic">
                <EmailVerificationStatus user={user} />
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
