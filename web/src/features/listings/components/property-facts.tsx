import type { Property } from '@contracts/property';
import { Bath, BedDouble, CalendarDays, Ruler } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { bathroomCount } from '@/lib/property-labels';

/** Bedrooms, Bathrooms, Sq Ft and Year Built tiles (SPEC 2). */
export function PropertyFacts({ property }: { property: Property }) {
  const facts = [
    { label: 'Bedrooms', value: formatNumber(property.bedrooms), Icon: BedDouble },
    { label: 'Bathrooms', value: formatNumber(bathroomCount(property.bathrooms)), Icon: Bath },
    { label: 'Sq Ft', value: formatNumber(property.sqft), Icon: Ruler },
    {
      label: 'Year Built',
      value: property.yearBuilt ? String(property.yearBuilt) : 'N/A',
      Icon: CalendarDays,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center"
        >
          <dt className="order-2 text-sm text-slate-600">{label}</dt>
          <dd className="order-1 flex flex-col items-center gap-1 text-xl font-bold text-slate-900">
            <Icon className="h-6 w-6 text-brand-600" aria-hidden />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
