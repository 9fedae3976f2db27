import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { useAreaPriceFigures } from '../api/get-area-stats';
import { NEIGHBOURHOOD_INSIGHTS } from '../lib/neighbourhood-insights';
import { AreaPriceSource, AreaPriceSummary } from './area-price-summary';
import { NeighbourhoodInsightDetails } from './neighbourhood-insight-details';

interface NeighbourhoodInsightsProps {
  openKey: string | null;
  onToggle: (key: string) => void;
}

/**
 * One panel per area that opens and closes (SPEC 2); the open area's circle shows on the map.
 * Prices are the median of the HM Land Registry sales loaded for the area where there are enough,
 * else the spec's fixed figures, marked as indicative.
 */
export function NeighbourhoodInsights({ openKey, onToggle }: NeighbourhoodInsightsProps) {
  const figures = useAreaPriceFigures();
  const anySold = Object.values(figures).some((f) => f.kind === 'sold');
  return (
    <section aria-labelledby="insights-title" className="space-y-3">
      <div>
        <h2 id="insights-title" className="text-lg font-semibold">
          Neighbourhood Insights
        </h2>
        <p className="text-xs text-slate-500">
          Prices from HM Land Registry sales within 8 km where loaded; other figures are indicative, not live
          data.
        </p>
      </div>
      <ul className="space-y-2">
        {NEIGHBOURHOOD_INSIGHTS.map((area) => {
          const open = area.key === openKey;
          const panelId = `insight-${area.key}`;
          const areaFigures = figures[area.key] ?? { kind: 'loading' };
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
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{area.name}</span>
                  <AreaPriceSource figures={areaFigures} />
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <AreaPriceSummary figures={areaFigures} />
                  <ChevronDown
                    className={cn('h-4 w-4 text-slate-600 transition-transform', open && 'rotate-180')}
                    aria-hidden
                  />
                </span>
              </button>
              <div id={panelId} hidden={!open}>
                {open && <NeighbourhoodInsightDetails area={area} figures={areaFigures} />}
              </div>
            </li>
          );
        })}
      </ul>
      {anySold && <SoldDataAttribution />}
    </section>
  );
}
