import type { Property } from '@contracts/property';
import { Bath, BedDouble, Ruler } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { countLabel } from '@/lib/format';
import { bathLabel, bathroomCount, bedLabel, sqftLabel } from '@/lib/property-labels';

type Facts = Pick<Property, 'bedrooms' | 'bathrooms' | 'sqft'>;

interface KeyFactsProps {
  property: Facts;
  /**
   * 'listing' (the cards buyers see, My Properties too): bedrooms (or Studio), bathrooms and floor
   * area, short ('3 beds'). 'rooms' (the admin's cards): bedrooms and bathrooms in full words.
   */
  wording?: 'listing' | 'rooms';
  /** More facts after these, each its own item (the admin's type and status badges). */
  children?: ReactNode;
  className?: string;
}

const factsOf = (property: Facts, wording: KeyFactsProps['wording']) =>
  wording === 'rooms'
    ? [
        { label: countLabel(property.bedrooms, 'bedroom'), Icon: BedDouble },
        { label: countLabel(bathroomCount(property.bathrooms), 'bathroom'), Icon: Bath },
      ]
    : [
        { label: bedLabel(property.bedrooms), Icon: BedDouble },
        { label: bathLabel(property.bathrooms), Icon: Bath },
        { label: sqftLabel(property.sqft), Icon: Ruler },
      ];

/** A listing card's one line of facts: the rooms (and floor area), with icons. */
export function KeyFacts({ property, wording = 'listing', children, className }: KeyFactsProps) {
  return (
    <ul
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700', className)}
      aria-label="Key facts"
    >
      {factsOf(property, wording).map(({ label, Icon }) => (
        <li key={label} className="flex items-center gap-1">
          <Icon className="h-4 w-4 text-slate-500" aria-hidden />
          {label}
        </li>
      ))}
      {Children.toArray(children).map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
