import { DetailSection } from './detail-section';
import { ListingImage } from '@/components/listing-image';

/** SPEC 2/9: 'More Photos' shows photos 2 to 5, only when there is more than one. */
export function MorePhotos({
  images,
  title,
  onOpen,
}: {
  images: string[];
  title: string;
  onOpen: (index: number, opener: HTMLElement) => void;
}) {
  if (images.length <= 1) return null;
  return (
    <DetailSection title="More Photos">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.slice(1, 5).map((image, i) => (
          <li key={`${image}-${i}`}>
            <button
              type="button"
              onClick={(event) => onOpen(i + 1, event.currentTarget)}
              aria-label={`Open photo ${i + 2} of ${images.length}`}
              className="block w-full overflow-hidden rounded-lg"
            >
              <ListingImage
                src={image}
                alt={`${title}, photo ${i + 2}`}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw"
                className="aspect-[4/3] w-full transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
