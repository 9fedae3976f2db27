import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Grey cards while the first page loads; the visible text says what is happening. */
export function PropertyGridSkeleton({
  count = 6,
  columns = 'wide',
}: {
  count?: number;
  columns?: 'wide' | 'narrow';
}) {
  return (
    <div role="status" className="space-y-4">
      <p className="text-slate-600">Loading properties...</p>
      <div className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columns === 'wide' && 'lg:grid-cols-3')}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border border-slate-200">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-9 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
