import { milesLabel, type PointOfInterest } from '../lib/points-of-interest';

/** The stop's points of interest in words, matching the coloured dots on the map. */
export function PoiList({ points }: { points: readonly PointOfInterest[] }) {
  if (points.length === 0)
    return (
      <p className="text-sm text-slate-600">This home has no map position, so nothing nearby is shown.</p>
    );
  return (
    <div className="space-y-2">
      <ul className="space-y-1.5 text-sm">
        {points.map((point) => (
          <li key={point.kind} className="flex items-center gap-2">
            <span
              aria-hidden
              className="h-3 w-3 shrink-0 rounded-full"
              style={{ backgroundColor: point.colour }}
            />
            <span className="text-slate-800">{point.label}</span>
            <span className="ml-auto text-slate-600">{milesLabel(point.metres)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        Illustrative points placed around each home to show the idea, not real places.
      </p>
    </div>
  );
}
