import { formatNumber } from '@/lib/format';

interface AreaCoverageNoteProps {
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

/** Says how many of the homes in view have markers, so a capped map never looks complete when it is not. */
export function AreaCoverageNote({ shown, total, loading, failed }: AreaCoverageNoteProps) {
  let text: string;
  if (failed) text = 'Homes for this area could not be loaded. Move the map to try again.';
  else if (loading && total === 0) text = 'Loading homes in this area...';
  else if (total === 0) text = 'No homes for sale in this area. Zoom out or move the map.';
  else if (shown < total)
    text = `Showing the ${formatNumber(shown)} newest of ${formatNumber(total)} homes in view. Zoom in to see more.`;
  else text = `${formatNumber(total)} ${total === 1 ? 'home' : 'homes'} in view.`;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}
