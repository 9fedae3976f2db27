import { deferred } from '@/components/deferred';

/** Shown only to a signed-in visitor with a search made: its code stays out of everyone else's pages. */
export const LazySaveSearchButton = deferred(() =>
  import('./save-search-button').then((m) => m.SaveSearchButton),
);
