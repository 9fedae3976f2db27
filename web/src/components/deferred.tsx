import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code loads after the page's own, in a chunk of its own: what is below the fold
 * or shown only to some visitors stays out of the JavaScript a page needs first. On a page rendered
 * on the server its HTML stays as it is until the code is in, and React then hydrates it apart
 * from the rest of the page (a task of its own, not part of one long one); a page the browser
 * renders shows `fallback` meanwhile.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
