import type { Property } from '@contracts/property';
import { House, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyFacts } from '@/components/key-facts';
import { ListingCardActions } from '@/components/listing-card-actions';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { statusLabel } from '@/lib/property-labels';
import { DeletePropertyButton } from './delete-property-button';

interface AdminPropertyCardProps {
  property: Property;
  /** The listing's first photo, small; null when it has none. */
  thumbnail: ReactNode;
  onEdit: () => void;
}

/** SPEC 2, Properties: title, address, town, county, price, rooms and type, with Edit and Delete. */
export function AdminPropertyCard({ property, thumbnail, onEdit }: AdminPropertyCardProps) {
  return (
    <article
      aria-labelledby={`property-${property.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-24 sm:w-24">
          {thumbnail ?? (
            <div className="flex h-full w-full items-center justify-center text-slate-400" title="No photos">
              <House className="h-8 w-8" aria-hidden />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h3
            id={`property-${property.id}`}
            className="line-clamp-2 font-semibold leading-snug text-slate-900"
          >
            <Link to={paths.property(property.id)} className="rounded hover:underline">
              {property.title}
            </Link>
          </h3>
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <span className="min-w-0">
              {property.address}, {property.city}, {property.state}
              {property.zipCode && <span className="whitespace-nowrap"> {property.zipCode}</span>}
            </span>
          </p>
          <p className="text-lg font-bold text-slate-900">{formatMoney(property.price)}</p>
        </div>
      </div>
      <KeyFacts property={property} wording="rooms" className="gap-y-2">
        <Badge variant="secondary">{property.propertyType}</Badge>
        {property.status !== 'available' && <Badge variant="outline">{statusLabel(property.status)}</Badge>}
        {property.soldDate !== null && <Badge variant="outline">Sold (HM Land Registry)</Badge>}
      </KeyFacts>
      <ListingCardActions title={property.title} onEdit={onEdit}>
        <DeletePropertyButton property={property} />
      </ListingCardActions>
    </article>
  );
}
