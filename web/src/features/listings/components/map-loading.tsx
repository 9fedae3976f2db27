import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** Stands in for a map while Leaflet loads. */
export function MapLoading({
  className,
  message = 'Loading map...',
}: {
  className?: string;
  message?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 text-slate-600',
        className,
      )}
      role="status"
    >
      <Spinner />
      {message}
    </div>
  );
}
