import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';

interface LoadMoreButtonProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Load more' under a result list, with how many of the total are on show. */
export function LoadMoreButton({ shown, total, loading, onLoadMore }: LoadMoreButtonProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {formatNumber(shown)} of {formatNumber(total)}
      </p>
      {shown < total && (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading && <Spinner className="h-4 w-4" />}
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
