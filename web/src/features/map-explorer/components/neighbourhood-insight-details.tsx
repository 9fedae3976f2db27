import { TrendingUp } from 'lucide-react';
import { formatMoney } from '@/lib/format';
import type { NeighbourhoodInsight } from '../lib/neighbourhood-insights';

/** The figures of one open area (SPEC 3, Neighbourhood insights). */
export function NeighbourhoodInsightDetails({ area }: { area: NeighbourhoodInsight }) {
  const rows = [
    ['Average price', formatMoney(area.averagePrice)],
    ['Crime rate', area.crimeRate],
    ['Schools', `${area.schoolRating.toFixed(1)} / 5`],
    ['Walk score', `${area.walkScore} / 100`],
    ['Transit score', `${area.transitScore} / 100`],
    ['Median age', String(area.demographics.medianAge)],
    ['Family friendly', `${area.demographics.familyFriendly.toFixed(1)} / 5`],
  ];
  return (
    <div className="space-y-3 px-3 pb-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-green-700">
        <TrendingUp className="h-4 w-4" aria-hidden />
        Market {area.marketTrend}: +{area.priceChange.toFixed(1)}% in a year
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
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
