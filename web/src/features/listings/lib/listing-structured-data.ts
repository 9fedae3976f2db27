import type { Property } from '@contracts/property';
import { ON_MARKET_STATUSES } from '@contracts/property-options';
import { formatMoney } from '@/lib/format';
import { listingImages } from '@/lib/image-url';
import { fullAddress } from './property-display';

const SCHEMA = 'https://schema.org';

/** The schema.org type of the home itself: flats are Apartments, the spec's other types houses. */
function residenceType(propertyType: string): string {
  const type = propertyType.toLowerCase();
  if (['apartment', 'flat', 'condo'].includes(type)) return 'Apartment';
  if (['house', 'townhome', 'townhouse', 'bungalow', 'cottage'].includes(type))
    return 'SingleFamilyResidence';
  return 'Residence';
}

const isOnMarket = (status: string) => (ON_MARKET_STATUSES as readonly string[]).includes(status);

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : origin + url);

/** The listing's pictures as absolute URLs (link previews and crawlers fetch them from elsewhere). */
export function listingImageUrls(property: Pick<Property, 'images'>, origin: string): string[] {
  return listingImages(property.images)
    .filter((url) => !/^(data|blob):/i.test(url))
    .map((url) => absolute(origin, url));
}

/** The description search results and link previews show: price, rooms, place, then the advert. */
export function listingDescription(p: Property): string {
  const rooms = p.bedrooms > 0 ? `${p.bedrooms} bedroom ${p.propertyType.toLowerCase()}` : p.propertyType;
  return `${formatMoney(p.price)}: ${rooms} for sale at ${fullAddress(p)}. ${p.description}`;
}

const coordinate = (value: string | null) => {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * schema.org structured data of a listing page: a RealEstateListing (a web page about a home for
 * sale) with its Offer (asking price in GBP, whether it is still on the market) and, as what the
 * page is `about`, the home with its PostalAddress. The home is not the Offer's `itemOffered`
 * because schema.org gives that property products and services, not places.
 */
export function listingJsonLd(p: Property, { url, origin }: { url: string; origin: string }) {
  const latitude = coordinate(p.latitude);
  const longitude = coordinate(p.longitude);
  const images = listingImageUrls(p, origin);
  return {
    '@context': SCHEMA,
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description,
    url,
    datePosted: p.createdAt,
    dateModified: p.updatedAt,
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'GBP',
      // A listing marked sold by HM Land Registry's record of a sale is sold whatever its status says.
      availability: `${SCHEMA}/${isOnMarket(p.status) && p.soldDate === null ? 'InStock' : 'SoldOut'}`,
      url,
    },
    about: {
      '@type': residenceType(p.propertyType),
      name: p.title,
      address: {
        '@type': 'PostalAddress',
        streetAddress: p.address,
        addressLocality: p.city,
        addressRegion: p.state,
        postalCode: p.zipCode,
        addressCountry: 'GB',
      },
      ...(p.bedrooms > 0 ? { numberOfBedrooms: p.bedrooms } : {}),
      ...(Number(p.bathrooms) > 0 ? { numberOfBathroomsTotal: Number(p.bathrooms) } : {}),
      ...(p.sqft > 0 ? { floorSize: { '@type': 'QuantitativeValue', value: p.sqft, unitCode: 'FTK' } } : {}),
      ...(p.yearBuilt ? { yearBuilt: p.yearBuilt } : {}),
      ...(latitude !== undefined && longitude !== undefined
        ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
        : {}),
    },
  };
}
