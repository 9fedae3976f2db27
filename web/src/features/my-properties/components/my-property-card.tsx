import type { Property } from '@contracts/property';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyFacts } from '@/components/key-facts';
import { ListingCardActions } from '@/components/listing-card-actions';
import { SoldNotice } from '@/components/sold-notice';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { DeletePropertyDialog } from './delete-property-dialog';

interface MyPropertyCardProps {
  property: Property;
  /** The listing's first photo, or its 'No Image Available' placeholder. */
  photo: ReactNode;
  onEdit: () => void;
}

/** One of the user's listings (SPEC 2): photo, title, postcode, price, facts, description, Edit and Remove. */
export function MyPropertyCard({ property, photo, onEdit }: MyPropertyCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {photo}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <p className="text-xl font-bold text-slate-900">{formatMoney(property.price)}</p>
          <h2 className="line-clamp-2 font-semibold text-slate-900">
            <Link to={paths.property(property.id)} className="hover:underline">
              {property.title}
            </Link>
          </h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            {property.zipCode}
          </p>
        </div>
        <SoldNotice listing={property} canUndo className="p-3 text-sm" />
        <KeyFacts property={property} />
        <p className="line-clamp-2 text-sm text-slate-600">{property.description}</p>
        <ListingCardActions title={property.title} onEdit={onEdit} className="pt-1">
          <DeletePropertyDialog property={property} />
        </ListingCardActions>
      </div>
    </article>
  );
}
