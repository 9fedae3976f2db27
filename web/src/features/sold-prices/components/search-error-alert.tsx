import { AlertCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SoldSearchError } from '../api/get-sold-prices';

/**
 * Why a search shows no results: the server's reason (asking again would not help), or that the
 * data could not be reached (it might next time, so offer to try again).
 */
export function SearchErrorAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = error instanceof SoldSearchError;
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <div className="space-y-2">
        <p>{refused ? error.message : 'Unable to connect to property database. Please try again.'}</p>
        {!refused && (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </Alert>
  );
}
