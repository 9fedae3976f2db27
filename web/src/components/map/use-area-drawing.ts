import { parseSearchArea, rectangleArea } from '@contracts/search-area';
import { useCallback, useRef, useState } from 'react';
import type { ViewBounds } from './mercator';

/**
 * The state of a map's drawn search area (issue 21), shared by the listings and sold-price maps:
 * whether a drawing is under way, the last map view (for 'Search this map area') and why the last
 * drawing was refused. The area itself lives in the page's address bar; `setArea` puts it there.
 */
export function useAreaDrawing(setArea: (area: string | null) => void) {
  const [drawing, setDrawing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [hasView, setHasView] = useState(false);
  const view = useRef<ViewBounds | null>(null);

  const apply = useCallback(
    (encoded: string) => {
      setDrawing(false);
      const parsed = parseSearchArea(encoded);
      setProblem(parsed.ok ? null : parsed.message);
      if (parsed.ok) setArea(parsed.encoded);
    },
    [setArea],
  );
  const onView = useCallback((bounds: ViewBounds) => {
    view.current = bounds;
    setHasView(true);
  }, []);

  return {
    drawing,
    problem,
    canSearchView: hasView,
    onView,
    onDrawn: apply,
    startDrawing: () => {
      setProblem(null);
      setDrawing(true);
    },
    cancelDrawing: () => setDrawing(false),
    searchView: () => {
      if (view.current) apply(rectangleArea(view.current));
    },
    remove: () => {
      setProblem(null);
      setArea(null);
    },
  };
}

export type AreaDrawing = ReturnType<typeof useAreaDrawing>;
