import { AdminPanel } from '@/features/admin/components/admin-panel';
import { useAuth } from '@/lib/auth';
import { ListingImage } from '@/components/listing-image';
import { listingImages } from '@/lib/image-url';
import { PageTitle } from '@/components/page-title';

/** /admin-working (SPEC 2): the admin panel; /admin shows the same. */
export function Component() {
  const { user, isLoading } = useAuth();
  return (
    <>
      <PageTitle page="Admin Panel" />
      <AdminPanel
        user={user}
        isLoading={isLoading}
        renderThumbnail={(property) => {
          const src = listingImages(property.images)[0];
          return src ? (
            <ListingImage src={src} alt={property.title} sizes="160px" className="h-full w-full" />
          ) : null;
        }}
      />
    </>
  );
}
