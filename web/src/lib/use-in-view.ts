import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Becomes true once the element is near the viewport, and stays true: heavy parts (a map) load
 * only when someone is about to see them. False on the server and while hydrating, so the first
 * browser render matches the server's HTML.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '300px'): boolean {
  const [inView, setInView] = useState(false);
  // Without IntersectionObserver (very old browsers) everything counts as in view.
  const noObserver = useHydrated() && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (inView || noObserver || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView, noObserver]);
  return inView || noObserver;
}
