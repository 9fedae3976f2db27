import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last 'Load more' failed: say so; the button tries again. */
  failed?: boolean;
  onLoadMore: () => void;
  className?: string;
}

/**
 * 'Showing 24 of 2,000' and the next page on request, under a list of listings or sold sales:
 * thousands of results stay quick. Nothing while there are none (the list's empty state says so).
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  failed = false,
  onLoadMore,
  className,
}: LoadMoreProps) {
  if (total === 0) return null;
  return (
    <div className={cn('flex flex-col items-center gap-3 pt-6', className)}>
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {formatNumber(shown)} of {formatNumber(total)}
      </p>
      {failed && !loading && (
        <p role="alert" className="text-sm text-red-700">
          More homes could not be loaded. Please try again.
        </p>
      )}
      {hasMore && (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading && <Spinner className="h-4 w-4" />}
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
