import { Info, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { type AreaPriceFigures, changeTone, formatChange } from '../lib/area-price-figures';
import type { NeighbourhoodInsight } from '../lib/neighbourhood-insights';

interface DetailsProps {
  area: NeighbourhoodInsight;
  figures: AreaPriceFigures;
}

/** The price trend line: from the loaded sales when they allow it, else the fixed figure. */
function PriceTrend({ area, figures }: DetailsProps) {
  if (figures.kind === 'loading') return null;
  if (figures.kind === 'sold' && figures.changePercent === null)
    return (
      <p className="flex items-start gap-1.5 text-slate-600">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        12-month change: too few sales recorded
        {figures.previousPeriod ? ` in ${figures.previousPeriod}` : ''} to compare.
      </p>
    );
  const change = figures.changePercent ?? 0;
  const Icon = change < 0 ? TrendingDown : TrendingUp;
  return (
    <p className={cn('flex items-start gap-1.5 font-medium', changeTone(change))}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {figures.kind === 'sold'
        ? `Median ${formatChange(change)} on the 12 months before (${figures.previousPeriod ?? ''})`
        : `Market ${area.marketTrend}: ${formatChange(change)} in a year`}
    </p>
  );
}

/** The figures of one open area (SPEC 3, Neighbourhood insights). */
export function NeighbourhoodInsightDetails({ area, figures }: DetailsProps) {
  const price: [string, string][] =
    figures.kind === 'sold'
      ? [
          ['Median sold price', formatMoney(figures.medianPrice)],
          ['Sales', `${formatNumber(figures.sales)} in ${figures.period}`],
        ]
      : figures.kind === 'indicative'
        ? [['Average price (indicative)', formatMoney(figures.averagePrice)]]
        : [];
  const rows = [
    ...price,
    ['Crime rate', area.crimeRate],
    ['Schools', `${area.schoolRating.toFixed(1)} / 5`],
    ['Walk score', `${area.walkScore} / 100`],
    ['Transit score', `${area.transitScore} / 100`],
    ['Median age', String(area.demographics.medianAge)],
    ['Family friendly', `${area.demographics.familyFriendly.toFixed(1)} / 5`],
  ];
  return (
    <div className="space-y-3 px-3 pb-3 text-sm">
      <PriceTrend area={area} figures={figures} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {figures.kind === 'sold' && (
        <p className="text-xs text-slate-500">
          Standard residential sales (HM Land Registry category A; garages, parking spaces and other
          non-residential sales left out) within 8 km of the centre of {area.name}.
        </p>
      )}
      {figures.kind === 'indicative' && (
        <p className="text-xs text-slate-500">
          {figures.reason === 'failed'
            ? 'Sold prices could not be loaded just now: the price figures are indicative.'
            : 'Not enough HM Land Registry sales are loaded for this area: the price figures are indicative.'}
        </p>
      )}
      <div>
        <p className="text-slate-600">Amenities</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {area.amenities.map((amenity) => (
            <li key={amenity} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {amenity}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
