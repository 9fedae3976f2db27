import type { Property } from '@contracts/property';
import { cn } from '@/lib/cn';
import { PropertyCard } from './property-card';

interface PropertyGridProps {
  properties: Property[];
  isAuthenticated: boolean;
  favoriteIds: ReadonlySet<string>;
  /** 'wide' is the home page's 1/2/3 columns; 'narrow' fits beside a map. */
  columns?: 'wide' | 'narrow';
}

/** Cards in a responsive grid (SPEC 2: 1, 2 or 3 columns). */
export function PropertyGrid({
  properties,
  isAuthenticated,
  favoriteIds,
  columns = 'wide',
}: PropertyGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columns === 'wide' && 'lg:grid-cols-3')}>
      {properties.map((property) => (
        <li key={property.id} className="flex [&>article]:flex-1">
          <PropertyCard
            property={property}
            isAuthenticated={isAuthenticated}
            saved={favoriteIds.has(property.id)}
          />
        </li>
      ))}
    </ul>
  );
}
