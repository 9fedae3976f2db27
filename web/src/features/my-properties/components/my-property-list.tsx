import type { Property } from '@contracts/property';
import { Home, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { MyPropertyCard } from './my-property-card';

interface MyPropertyListProps {
  properties: Property[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onList: () => void;
  onEdit: (property: Property) => void;
  renderPhoto: (property: Property) => ReactNode;
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The user's listings in 1, 2 or 3 columns, or the empty state that invites the first one. */
export function MyPropertyList({
  properties,
  isError,
  onRetry,
  onList,
  onEdit,
  renderPhoto,
}: MyPropertyListProps) {
  if (isError) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        Your properties could not be loaded.
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!properties) {
    return (
      <ul className={GRID} aria-label="Loading your properties">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-96 w-full rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (properties.length === 0) {
    return (
      <EmptyState
        icon={<Home />}
        title="No properties listed yet"
        description="No properties yet? List your home and buyers will find it in search and on the map."
      >
        <Button onClick={onList}>
          <Plus aria-hidden />
          List Your First Property
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className={GRID}>
      {properties.map((property) => (
        <li key={property.id}>
          <MyPropertyCard property={property} photo={renderPhoto(property)} onEdit={() => onEdit(property)} />
        </li>
      ))}
    </ul>
  );
}
