import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { ListingImage } from '@/components/listing-image';
import { CARD_IMAGE_SIZES, listingImages } from '@/lib/image-url';
import { MyPropertiesPage } from '@/features/my-properties/components/my-properties-page';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';

/** /my-properties: the user's own listings; signing out here goes home (SPEC 2). */
export function Component() {
  const { user, isLoading } = useAuth();
  const { signOut, isSigningOut } = useSignOut({ redirectTo: paths.home });
  return (
    <>
      <PageTitle page="My Properties" />
      <MyPropertiesPage
        user={user}
        authPending={isLoading}
        onSignOut={signOut}
        isSigningOut={isSigningOut}
        renderPhoto={(property) => (
          <ListingImage
            src={listingImages(property.images)[0]}
            alt={property.title}
            sizes={CARD_IMAGE_SIZES}
            className="aspect-[4/3] w-full"
          />
        )}
      />
    </>
  );
}
