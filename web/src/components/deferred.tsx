import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

/** Code of deferred parts asked for and not yet in: a server render waits for it (entry-server.tsx). */
const loading = new Set<Promise<unknown>>();

export const deferredCodeLoading = (): Promise<unknown>[] => [...loading];

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
  const Loaded = lazy(() => {
    const code = load().then((component) => ({ default: component }));
    loading.add(code);
    const done = () => void loading.delete(code);
    code.then(done, done);
    return code;
  });
  // Memoised: a part still waiting for its code to hydrate must not be rendered again with props
  // that are merely equal, or React gives up on its server HTML and renders it from scratch.
  return memo(function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<Props>;
}
