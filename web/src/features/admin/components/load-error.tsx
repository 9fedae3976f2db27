import { RotateCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A section that could not be loaded, with Try Again. */
export function LoadError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert variant="destructive" role="alert" className="items-center justify-between">
      <TriangleAlert aria-hidden />
      <p className="flex-1">{what} could not be loaded. Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="text-slate-900">
        <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </Alert>
  );
}
