import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Spinner } from './ui/spinner';

/**
 * A dialog opened by its page (an `open` prop, no trigger of its own) whose code is fetched the
 * first time it opens. It stays mounted after that, so it closes the way Radix closes it (focus
 * back, no refetch on the next opening). While the code arrives a spinner covers the page.
 */
export function lazyOpenDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((Component) => ({ default: Component })));

  function LazyOpenDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense
        fallback={
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60">
            <Spinner className="h-8 w-8 text-white" label="Loading..." />
          </div>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyOpenDialog;
}
