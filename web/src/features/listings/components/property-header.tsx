import type { Property } from '@contracts/property';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { listingBadge } from '@/lib/property-labels';
import { coordinates, fullAddress } from '../lib/property-display';
import { ShareMenu } from './share-menu';

/** Title, address, price, type and the Save / Share buttons of the detail page. */
export function PropertyHeader({
  property,
  isAuthenticated,
}: {
  property: Property;
  isAuthenticated: boolean;
}) {
  const badge = listingBadge(property);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{property.propertyType}</Badge>
          {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{property.title}</h1>
        <p className="flex items-start gap-1 text-slate-600">
          <MapPin className="mt-1 h-4 w-4 shrink-0" aria-hidden />
          {fullAddress(property)}
        </p>
        {coordinates(property) && (
          <Link
            to={`${paths.map}?${new URLSearchParams({ property: property.id })}`}
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            View on map
          </Link>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:items-end">
        <p className="text-3xl font-bold text-brand-700">{formatMoney(property.price)}</p>
        <div className="flex gap-2">
          <FavoriteButton
            propertyId={property.id}
            propertyTitle={property.title}
            isAuthenticated={isAuthenticated}
            checkStatus
            size="default"
          />
          <ShareMenu property={property} size="default" />
        </div>
      </div>
    </header>
  );
}
