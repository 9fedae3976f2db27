import type { Property } from '@contracts/property';
import { Bath, BedDouble, Ruler } from 'lucide-react';
import { bathLabel, bedLabel, sqftLabel } from '@/lib/property-labels';

/** A card's one-line facts: bedrooms (or Studio), bathrooms and floor area. */
export function KeyFacts({ property }: { property: Pick<Property, 'bedrooms' | 'bathrooms' | 'sqft'> }) {
  const facts = [
    { label: bedLabel(property.bedrooms), Icon: BedDouble },
    { label: bathLabel(property.bathrooms), Icon: Bath },
    { label: sqftLabel(property.sqft), Icon: Ruler },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Key facts">
      {facts.map(({ label, Icon }) => (
        <li key={label} className="flex items-center gap-1">
          <Icon className="h-4 w-4 text-slate-500" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
