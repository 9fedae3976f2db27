import { PenLine, Scan, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AreaDrawing } from './use-area-drawing';

interface AreaToolbarProps {
  drawing: AreaDrawing;
  hasArea: boolean;
  /** What the search finds, for the status line: 'homes' or 'sales'. */
  found?: string;
  className?: string;
}

/**
 * The buttons of a drawn search area, outside the map so they are ordinary buttons in the tab
 * order: 'Search this map area' is the way to an area without a mouse.
 */
export function AreaToolbar({ drawing, hasArea, found = 'homes', className }: AreaToolbarProps) {
  return (
    <div className={className}>
      <div role="group" aria-label="Search area" className="flex flex-wrap items-center gap-2">
        {drawing.drawing ? (
          <Button type="button" size="sm" variant="outline" onClick={drawing.cancelDrawing}>
            <X aria-hidden /> Stop drawing
          </Button>
        ) : (
          <Button type="button" size="sm" variant="outline" onClick={drawing.startDrawing}>
            <PenLine aria-hidden /> Draw an area
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={drawing.searchView}
          disabled={!drawing.canSearchView || drawing.drawing}
        >
          <Scan aria-hidden /> Search this map area
        </Button>
        {hasArea && (
          <Button type="button" size="sm" variant="ghost" onClick={drawing.remove}>
            <X aria-hidden /> Remove area
          </Button>
        )}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {drawing.drawing
          ? 'Click the map to add corners; click the first corner to finish. Press Escape to stop.'
          : hasArea
            ? `Showing only ${found} inside the drawn area.`
            : ''}
      </p>
      {drawing.problem && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {drawing.problem}
        </p>
      )}
    </div>
  );
}
