import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ListingView } from '../lib/listing-query';

const OPTIONS: { view: ListingView; label: string; Icon: typeof MapIcon }[] = [
  { view: 'grid', label: 'Grid', Icon: LayoutGrid },
  { view: 'map', label: 'Map', Icon: MapIcon },
];

/** Grid or map (SPEC 2): two toggle buttons, the pressed one is the current view. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ListingView;
  onChange: (view: ListingView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show as"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {OPTIONS.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium text-slate-700 hover:bg-slate-100',
            value === view && 'bg-brand-600 text-white hover:bg-brand-700',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
