import { Skeleton } from '@/components/ui/skeleton';

export function AccountSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
}
