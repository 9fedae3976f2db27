import { Skeleton } from '@/components/ui/skeleton';

/** The detail page's shape while the listing loads. */
export function PropertyDetailSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <p className="sr-only">Loading property details...</p>
      <Skeleton className="h-[300px] w-full rounded-xl sm:h-[500px]" />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}
