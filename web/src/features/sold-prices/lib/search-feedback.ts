import { countLabel } from '@/lib/format';
import type { ToastOptions } from '@/lib/use-toast';

/** How a sold-price search ended, as far as the person searching cares. */
export type SearchOutcome =
  | { kind: 'found'; total: number }
  /** The server refused the search and said why (bad input, unknown postcode). */
  | { kind: 'refused'; message: string }
  /** The data could not be reached. */
  | { kind: 'failed' };

/** SPEC 8: the toast the sold prices page shows when a search ends. */
export function soldPricesToast(outcome: SearchOutcome, postcode: string): ToastOptions {
  switch (outcome.kind) {
    case 'refused':
      return { title: 'Search Error', description: outcome.message, variant: 'destructive' };
    case 'failed':
      return {
        title: 'Search Failed',
        description: 'Unable to connect to property database. Please try again.',
        variant: 'destructive',
      };
    case 'found':
      return outcome.total === 0
        ? {
            title: 'No Results',
            description: `No sold properties found for ${postcode}. The Land Registry API has limited public data available.`,
          }
        : {
            title: 'Search Complete',
            description: `Found ${countLabel(outcome.total, 'property', 'properties')} for ${postcode}`,
          };
  }
}
