import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The listings could not be fetched: say so and offer another go. */
export function TourUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<CloudOff aria-hidden />}
      title="The tour could not be loaded"
      description="Unable to connect to the server. Please try again."
    >
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}
