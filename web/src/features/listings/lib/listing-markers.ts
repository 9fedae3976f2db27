import type { ListingCard } from '@contracts/property';
import type { ClusterOptions } from '@/components/map/cluster-index';
import { clusterBox, labelBox } from '@/components/map/marker-html';
import { countLabel, formatMoney } from '@/lib/format';
import { markerLabel } from './marker';
import { coordinates } from './property-display';

/** How every listings map clusters its price markers (one object, so the index is built once per list). */
export const LISTING_CLUSTERS: ClusterOptions<ListingCard> = {
  id: (property) => property.id,
  position: coordinates,
  pointBox: (property) => labelBox(markerLabel(property.price)),
  clusterBox,
};

/** 'semi-detached house', 'flat', 'bungalow': the built form where the lister gave it. */
function homeKind(property: Pick<ListingCard, 'propertyType' | 'builtForm'>): string {
  const type = property.propertyType.toLowerCase();
  switch (property.builtForm) {
    case null:
      return type;
    case 'Flat or maisonette':
      return type === 'apartment' || type === 'condo' ? 'flat' : type;
    case 'Bungalow':
    case 'Park home':
      return property.builtForm.toLowerCase();
    default:
      return `${property.builtForm.toLowerCase()} ${type}`;
  }
}

/** What a screen reader hears for a listing's marker: '£350,000, 3 bed semi-detached house, Ramsgate'. */
export function listingMarkerName(
  property: Pick<ListingCard, 'price' | 'bedrooms' | 'propertyType' | 'builtForm' | 'city'>,
): string {
  const rooms = property.bedrooms === 0 ? 'studio' : `${property.bedrooms} bed`;
  return [formatMoney(property.price), `${rooms} ${homeKind(property)}`, property.city]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** A cluster of listings in words: '12 homes'. */
export const homesCount = (count: number) => countLabel(count, 'home');
