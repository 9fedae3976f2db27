import { NetworkError } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';

/**
 * SPEC 8: an admin action that failed is 'Error' with the spec's sentence ('Failed to delete
 * user. Please try again.'...); a server that cannot be reached is 'Connection Error'.
 */
export function adminFailure(error: unknown, message: string): void {
  if (error instanceof NetworkError) toastRequestError(error, 'Error', message);
  else toast({ title: 'Error', description: message, variant: 'destructive' });
}

/** SPEC 8 successes: 'Property updated successfully.' and the like. */
export function adminSuccess(title: string, message: string): void {
  toast({ title, description: message });
}
