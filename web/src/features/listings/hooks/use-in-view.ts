import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is near the viewport, and stays true: heavy parts (a map) load
 * only when someone is about to see them.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '300px'): boolean {
  // Without IntersectionObserver (very old browsers) everything counts as in view.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
