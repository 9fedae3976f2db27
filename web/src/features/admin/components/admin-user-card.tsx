import type { PublicUser } from '@contracts/auth';
import { CalendarDays, Mail, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { displayName, initials } from '../lib/people';
import { DeleteUserButton } from './delete-user-button';

interface AdminUserCardProps {
  user: PublicUser;
  /** The admin looking at the panel: their own card has no Delete (SPEC 2). */
  isSelf: boolean;
}

/** SPEC 2, Users: full name or username, Admin badge, e-mail, the en-GB Joined date, Delete. */
export function AdminUserCard({ user, isSelf }: AdminUserCardProps) {
  const name = displayName(user);
  const showUsername = name !== user.username;
  return (
    <article
      aria-labelledby={`user-${user.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
            user.isAdmin ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {initials(user)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`user-${user.id}`} className="truncate font-semibold text-slate-900">
              {name}
            </h3>
            {user.isAdmin && (
              <Badge>
                <ShieldCheck className="h-3 w-3" aria-hidden />
                Admin
              </Badge>
            )}
            {isSelf && <Badge variant="secondary">You</Badge>}
            {!user.emailVerified && <Badge variant="warning">Unverified</Badge>}
          </div>
          {showUsername && <p className="truncate text-sm text-slate-500">@{user.username}</p>}
        </div>
      </div>
      <dl className="space-y-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <Mail className="h-4 w-4 text-slate-500" aria-hidden />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="min-w-0 truncate">
            <a href={`mailto:${user.email}`} className="rounded hover:underline">
              {user.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden />
            <span className="sr-only">Joined</span>
          </dt>
          <dd>
            <span aria-hidden>Joined </span>
            {formatDate(user.createdAt)}
          </dd>
        </div>
      </dl>
      {!isSelf && (
        <div className="mt-auto flex">
          <DeleteUserButton user={user} name={name} />
        </div>
      )}
    </article>
  );
}
