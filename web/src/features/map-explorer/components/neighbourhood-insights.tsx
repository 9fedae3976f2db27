import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatMoneyShort } from '@/lib/format';
import { NEIGHBOURHOOD_INSIGHTS } from '../lib/neighbourhood-insights';
import { NeighbourhoodInsightDetails } from './neighbourhood-insight-details';

interface NeighbourhoodInsightsProps {
  openKey: string | null;
  onToggle: (key: string) => void;
}

/** One panel per area that opens and closes (SPEC 2); the open area's circle shows on the map. */
export function NeighbourhoodInsights({ openKey, onToggle }: NeighbourhoodInsightsProps) {
  return (
    <section aria-labelledby="insights-title" className="space-y-3">
      <div>
        <h2 id="insights-title" className="text-lg font-semibold">
          Neighbourhood Insights
        </h2>
        <p className="text-xs text-slate-500">Indicative area figures, not live data.</p>
      </div>
      <ul className="space-y-2">
        {NEIGHBOURHOOD_INSIGHTS.map((area) => {
          const open = area.key === openKey;
          const panelId = `insight-${area.key}`;
          return (
            <li
              key={area.key}
              className={cn(
                'rounded-lg border',
                open ? 'border-brand-500 bg-brand-50/40' : 'border-slate-200',
              )}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(area.key)}
                className="flex w-full items-center justify-between gap-2 rounded-lg p-3 text-left hover:bg-slate-50"
              >
                <span className="font-medium text-slate-900">{area.name}</span>
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  {formatMoneyShort(area.averagePrice)} ·{' '}
                  <span className="text-green-700">+{area.priceChange.toFixed(1)}%</span>
                  <ChevronDown
                    className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
                    aria-hidden
                  />
                </span>
              </button>
              <div id={panelId} hidden={!open}>
                {open && <NeighbourhoodInsightDetails area={area} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
