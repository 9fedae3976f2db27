import type { Property } from '@contracts/property';
import { useRef, useState } from 'react';
import { deferred } from '@/components/deferred';
import { lazyOpenDialog } from '@/components/lazy-open-dialog';
import { SoldNotice } from '@/components/sold-notice';
import { useAuth } from '@/lib/auth';
import { listingImages } from '@/lib/image-url';
import { wrapIndex } from '../lib/wrap-index';
import { ListingEstimateSection } from '@/features/estimates/components/lazy-estimate-section';
import { AgentCard } from './agent-card';
import { DetailSection } from './detail-section';
import { KeyInformation } from './key-information';
import { ListingMeta } from './listing-meta';
import { MorePhotos } from './more-photos';
import { PhotoCarousel } from './photo-carousel';
import { PropertyFacts } from './property-facts';
import { PropertyFeatures } from './property-features';
import { PropertyHeader } from './property-header';
import { PropertySummary } from './property-summary';

// Below the photos and facts, or (the contact form) with a form library: each part's code comes
// after the page's, and React hydrates it on its own, not in one long task with the rest.
const ContactAgentForm = deferred(() => import('./contact-agent-form').then((m) => m.ContactAgentForm));
const ListingPriceHistory = deferred(() =>
  import('./listing-price-history').then((m) => m.ListingPriceHistory),
);
const StampDutyPanel = deferred(() => import('./stamp-duty-panel').then((m) => m.StampDutyPanel));
const NearbySoldPrices = deferred(() => import('./nearby-sold-prices').then((m) => m.NearbySoldPrices));

// The full-screen gallery loads when first opened: the page paints without it.
const PhotoGalleryDialog = lazyOpenDialog(() =>
  import('./photo-gallery-dialog').then((m) => m.PhotoGalleryDialog),
);

interface PropertyDetailViewProps {
  property: Property;
  isAuthenticated: boolean;
  contactDefaults?: { firstName?: string; lastName?: string; email?: string };
}

/** /property/:id once loaded (SPEC 2, Property detail). */
export function PropertyDetailView({ property, isAuthenticated, contactDefaults }: PropertyDetailViewProps) {
  const images = listingImages(property.images);
  const [index, setIndex] = useState(0);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const galleryOpener = useRef<HTMLElement | null>(null);
  const openGallery = (opener: HTMLElement) => {
    galleryOpener.current = opener;
    setGalleryOpen(true);
  };
  const show = (next: number) => setIndex(wrapIndex(next, images.length));
  const { user, isAdmin } = useAuth();
  const ownsOrAdmin = isAdmin || (user !== null && user.id === property.ownerId);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
      <ListingMeta property={property} />
      <PhotoCarousel
        images={images}
        title={property.title}
        index={index}
        onIndexChange={show}
        onOpenGallery={openGallery}
      />
      <PhotoGalleryDialog
        open={galleryOpen}
        onOpenChange={setGalleryOpen}
        images={images}
        title={property.title}
        index={index}
        onIndexChange={show}
        returnFocusTo={galleryOpener}
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <SoldNotice listing={property} canUndo={ownsOrAdmin} />
          <PropertyHeader property={property} isAuthenticated={isAuthenticated} />
          <PropertyFacts property={property} />
          <KeyInformation property={property} />
          <DetailSection title="Description">
            <p className="whitespace-pre-line leading-relaxed text-slate-700">{property.description}</p>
          </DetailSection>
          <PropertyFeatures features={property.features} />
          <MorePhotos
            images={images}
            title={property.title}
            onOpen={(i, opener) => {
              show(i);
              openGallery(opener);
            }}
          />
          <ListingPriceHistory propertyId={property.id} />
          <ListingEstimateSection propertyId={property.id} />
          <StampDutyPanel price={property.price} postcode={property.zipCode} />
          <NearbySoldPrices postcode={property.zipCode} propertyType={property.propertyType} />
        </div>
        <aside className="space-y-6" aria-label="Agent and summary">
          <ContactAgentForm propertyId={property.id} defaults={contactDefaults} />
          <AgentCard property={property} />
          <PropertySummary property={property} />
        </aside>
      </div>
    </div>
  );
}
