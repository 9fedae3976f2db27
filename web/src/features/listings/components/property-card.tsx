import type { ListingCard } from '@contracts/property';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { KeyFacts } from '@/components/key-facts';
import { type ImagePriority, ListingImage } from '@/components/listing-image';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';
import { CARD_IMAGE_SIZES } from '@/lib/image-url';
import { listingBadge, listingDateLabel } from '@/lib/property-labels';
import { ShareMenu } from './share-menu';

interface PropertyCardProps {
  property: ListingCard;
  isAuthenticated: boolean;
  /** From the user's saved list; the toggle's answer wins once clicked. */
  saved?: boolean;
  /** Heading level inside the page (h3 under a section heading). */
  headingLevel?: 'h2' | 'h3';
  /** Chosen on the map beside the list. */
  highlighted?: boolean;
  /** 'eager' for the cards on screen at load; the rest load as they near it. */
  imagePriority?: ImagePriority;
}

/** A listing in a grid (SPEC 2 'Property card'). */
export function PropertyCard({
  property,
  isAuthenticated,
  saved,
  headingLevel = 'h3',
  highlighted = false,
  imagePriority,
}: PropertyCardProps) {
  const Heading = headingLevel;
  // A saved or recently viewed home may since have sold (HM Land Registry's record, issue 21).
  const badge = listingBadge(property);
  const image = property.images.find((i) => i.trim() !== '');
  const dated = listingDateLabel(property);
  // Portals put the built form and tenure on the facts line, and say when a home is a special case.
  const moreFacts = [
    property.builtForm,
    property.tenure,
    property.sharedOwnership && 'Shared ownership',
    property.retirement && 'Retirement home',
  ].filter((fact): fact is string => !!fact);
  return (
    <article
      data-highlighted={highlighted}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        highlighted && 'ring-4 ring-amber-400',
      )}
    >
      <div className="relative">
        <ListingImage
          src={image}
          alt={property.title}
          sizes={CARD_IMAGE_SIZES}
          priority={imagePriority}
          className="aspect-[4/3] w-full"
        />
        {badge && (
          <Badge variant={badge.variant} className="absolute left-3 top-3 shadow-sm">
            {badge.label}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <p className="text-xl font-bold text-slate-900">{formatMoney(property.price)}</p>
          <Heading className="line-clamp-2 font-semibold text-slate-900">{property.title}</Heading>
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              {property.city}, {property.state}, {property.zipCode}
            </span>
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{property.description}</p>
        <KeyFacts property={property}>
          {moreFacts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </KeyFacts>
        <p className={cn('text-xs', dated.reduced ? 'font-semibold text-amber-800' : 'text-slate-500')}>
          {dated.text}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Button asChild size="sm" className="flex-1">
            <Link to={paths.property(property.id)} aria-label={`View Details: ${property.title}`}>
              View Details
            </Link>
          </Button>
          <FavoriteButton
            propertyId={property.id}
            propertyTitle={property.title}
            isAuthenticated={isAuthenticated}
            savedHint={saved}
          />
          <ShareMenu property={property} />
        </div>
      </div>
    </article>
  );
}
