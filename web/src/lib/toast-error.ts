import { NetworkError, errorMessage } from './api-client';
import { toast } from './use-toast';

/**
 * The toast for a failed request (SPEC 8): an unreachable server is always 'Connection Error';
 * otherwise the given title with the server's message, or the fallback when it sent none.
 */
export function toastRequestError(error: unknown, title: string, fallback: string): void {
  if (error instanceof NetworkError) {
    toast({ title: 'Connection Error', description: error.message, variant: 'destructive' });
    return;
  }
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
