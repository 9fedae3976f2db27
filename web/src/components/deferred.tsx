import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';

/** Code of deferred parts asked for and not yet in: a server render waits for it (entry-server.tsx). */
const loading = new Set<Promise<unknown>>();

export const deferredCodeLoading = (): Promise<unknown>[] => [...loading];

/** Deferred parts on the page whose content React has not hydrated (or rendered) yet. */
const waiting = new Set<object>();
const hydrated = new WeakSet<object>();
const onceAllHydrated: (() => void)[] = [];
const settle = () => {
  if (waiting.size === 0) for (const done of onceAllHydrated.splice(0)) done();
};

/**
 * Resolves once every deferred part now on the page is hydrated: until then a click on one can be
 * lost. Call it from an effect of a component above them (their own effects have run by then).
 */
export function deferredPartsHydrated(): Promise<void> {
  return new Promise((resolve) => {
    onceAllHydrated.push(resolve);
    settle();
  });
}

function OnHydrated({ report }: { report: () => void }) {
  useEffect(report, [report]);
  return null;
}

/**
 * A component React hydrates in a pass of its own after the page around it, in slices of a few
 * milliseconds that let the browser answer input between them (a Suspense boundary's server HTML
 * is hydrated at offscreen priority): a grid of cards hydrated with the page made one long task.
 * A click on it before then hydrates it at once and is replayed. The page counts it among the
 * parts `deferredPartsHydrated` waits for.
 */
export function hydratedApart<Props extends object>(
  Part: ComponentType<Props>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  // Memoised: a part not hydrated yet that is rendered again, even with props that are merely
  // equal, is hydrated at once in the page's own task, or (its code still on the way) has its
  // server HTML thrown away and is rendered from scratch. So its props must be stable values.
  return memo(function HydratedApart(props: Props) {
    const [part] = useState(() => ({}));
    useEffect(() => {
      if (!hydrated.has(part)) waiting.add(part);
      return () => {
        waiting.delete(part);
        settle();
      };
    }, [part]);
    // Inside the boundary: its effect runs once React has hydrated (or rendered) the part.
    const report = useCallback(() => {
      hydrated.add(part);
      waiting.delete(part);
      settle();
    }, [part]);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
        <OnHydrated report={report} />
      </Suspense>
    );
  }) as unknown as ComponentType<Props>;
}

/**
 * A component whose code loads after the page's own, in a chunk of its own: what is below the fold
 * or shown only to some visitors stays out of the JavaScript a page needs first. On a page rendered
 * on the server its HTML stays as it is until the code is in, and React then hydrates it apart
 * from the rest of the page; a page the browser renders shows `fallback` meanwhile.
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
  return hydratedApart(Loaded as unknown as ComponentType<Props>, fallback);
}
