import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useComparison } from '../api/compare-homes';
import { ComparisonTable } from './comparison-table';

interface ComparisonDialogProps {
  ids: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The chosen saved homes side by side, with what similar homes nearby actually sold for. */
export function ComparisonDialog({ ids, open, onOpenChange }: ComparisonDialogProps) {
  const comparison = useComparison(ids, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Compare saved homes</DialogTitle>
          <DialogDescription>
            Asking prices beside the median price of recent HM Land Registry sales of similar homes nearby.
          </DialogDescription>
        </DialogHeader>
        {comparison.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : comparison.isError ? (
          <div className="space-y-3 text-sm">
            <p role="alert">
              {errorMessage(comparison.error, 'Unable to compare these homes. Please try again.')}
            </p>
            <Button type="button" size="sm" onClick={() => void comparison.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ComparisonTable comparison={comparison.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
