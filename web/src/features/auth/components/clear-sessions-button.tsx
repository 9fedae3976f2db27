import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useClearSessions } from '../api/clear-sessions';

/** 'Clear Sessions & Retry': signs this browser out everywhere it is stuck and forgets stored data. */
export function ClearSessionsButton() {
  const clear = useClearSessions();
  const onClick = () =>
    clear.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Sessions Cleared',
          description: 'All sessions cleared. Please try logging in again.',
        }),
      onError: (error) => toastRequestError(error, 'Error', 'Unable to clear sessions. Please try again.'),
    });
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-4">
      <p id="clear-sessions-help" className="text-sm text-slate-600">
        Having trouble signing in? Clearing your sessions signs this browser out and removes stored sign-in
        data, which fixes most login issues.
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={onClick}
        disabled={clear.isPending}
        aria-describedby="clear-sessions-help"
      >
        <RotateCcw aria-hidden />
        Clear Sessions & Retry
      </Button>
    </div>
  );
}
