import type { ListingCard } from '@contracts/property';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { ListingImage } from '@/components/listing-image';
import { bathLabel, bedLabel, sqftLabel } from '@/lib/property-labels';

/** A marker's popup on the home map (SPEC 2). */
export function PropertyPopup({ property }: { property: ListingCard }) {
  const image = property.images.find((i) => i.trim() !== '');
  return (
    <div className="w-56 space-y-1.5 text-sm">
      <ListingImage src={image} alt={property.title} sizes="224px" className="h-28 w-full rounded-md" />
      <p className="!m-0 font-semibold leading-snug text-slate-900">{property.title}</p>
      <p className="!m-0 text-base font-bold text-brand-700">{formatMoney(property.price)}</p>
      <p className="!m-0 text-slate-600">
        {bedLabel(property.bedrooms)} · {bathLabel(property.bathrooms)} · {sqftLabel(property.sqft)}
      </p>
      <p className="!m-0 text-slate-600">
        {property.address}, {property.city}, {property.state}
      </p>
      <Link to={paths.property(property.id)} className="font-medium !text-brand-700 underline">
        View Details
      </Link>
    </div>
  );
}
