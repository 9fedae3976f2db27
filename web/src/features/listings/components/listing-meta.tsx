import type { Property } from '@contracts/property';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useAbsoluteUrl, useSiteOrigin } from '@/lib/site-origin';
import { listingDescription, listingImageUrls, listingJsonLd } from '../lib/listing-structured-data';

/** A listing page's title, description, link preview (first photo, price, address) and structured data. */
export function ListingMeta({ property }: { property: Property }) {
  const origin = useSiteOrigin();
  const path = paths.property(property.id);
  const url = useAbsoluteUrl(path);
  const [photo] = listingImageUrls(property, origin);
  return (
    <PageMeta
      page={`${property.title}, ${formatMoney(property.price)}`}
      description={listingDescription(property)}
      path={path}
      openGraph={{ type: 'article', image: photo, imageAlt: photo ? property.title : undefined }}
      jsonLd={listingJsonLd(property, { url, origin })}
    />
  );
}
