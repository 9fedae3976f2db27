import type { ListingCard } from '@contracts/property';
import { cn } from '@/lib/cn';
import { listingCardId, type CardLink } from '../hooks/use-map-list-link';
import { PropertyCard } from './property-card';

interface PropertyGridProps {
  properties: ListingCard[];
  isAuthenticated: boolean;
  favoriteIds: ReadonlySet<string>;
  /** 'wide' is the home page's 1/2/3 columns; 'narrow' fits beside a map. */
  columns?: 'wide' | 'narrow';
  /** Cards linked with a map beside them. */
  link?: CardLink;
}

/** Cards per row at full width: their pictures are on screen at load, the rest load as they near it. */
const FIRST_ROW = { wide: 3, narrow: 2 } as const;

/** Cards in a responsive grid (SPEC 2: 1, 2 or 3 columns). */
export function PropertyGrid({
  properties,
  isAuthenticated,
  favoriteIds,
  columns = 'wide',
  link,
}: PropertyGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columns === 'wide' && 'lg:grid-cols-3')}>
      {properties.map((property, index) => (
        <li
          key={property.id}
          id={link && listingCardId(property.id)}
          className="offscreen-item flex scroll-mt-24 [--item-height:540px] [&>article]:flex-1"
          {...link?.cardEvents(property.id)}
        >
          <PropertyCard
            property={property}
            isAuthenticated={isAuthenticated}
            saved={favoriteIds.has(property.id)}
            highlighted={link?.chosenId === property.id}
            imagePriority={index < FIRST_ROW[columns] ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
