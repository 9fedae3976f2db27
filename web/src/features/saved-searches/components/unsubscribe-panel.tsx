import { BellOff, CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page an alert e-mail's 'Stop alerts' link opens. It asks first and changes nothing on load,
 * because mail scanners follow links; the button sends the signed token, no sign-in needed.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;
  const failed = !token || unsubscribe.isError;

  const icon = done ? (
    <CircleCheck className="size-12 text-green-600" aria-hidden />
  ) : failed ? (
    <CircleX className="size-12 text-red-600" aria-hidden />
  ) : (
    <BellOff className="size-12 text-brand-600" aria-hidden />
  );
  const title = done ? 'Alerts turned off' : failed ? 'Link not valid' : 'Stop these e-mail alerts?';
  const message = done
    ? done.message
    : failed
      ? errorMessage(
          unsubscribe.error,
          'This unsubscribe link is not complete. Open it again from the e-mail.',
        )
      : `We will stop e-mailing you about new homes and price reductions for ${token.startsWith('user:') ? 'all your saved searches' : 'this saved search'}.`;

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
          {icon}
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-slate-600" role={done || failed ? 'status' : undefined}>
            {message}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {!done && !failed && (
              <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Turning off...' : 'Turn off alerts'}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={paths.dashboard}>Manage saved searches</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
