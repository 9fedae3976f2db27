import { Images } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PhotoArrows } from './photo-arrows';
import { ListingImage } from '@/components/listing-image';

interface PhotoCarouselProps {
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the gallery; the button pressed gets the focus back when it closes. */
  onOpenGallery: (opener: HTMLElement) => void;
}

/** The detail page's main picture with previous/next, dots and 'View All Photos (n)' (SPEC 2). */
export function PhotoCarousel({ images, title, index, onIndexChange, onOpenGallery }: PhotoCarouselProps) {
  const count = images.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      className="relative overflow-hidden rounded-xl"
    >
      <ListingImage
        src={images[index]}
        alt={count > 0 ? `${title}, photo ${index + 1} of ${count}` : title}
        priority={index === 0 ? 'high' : 'eager'}
        sizes="(min-width: 1280px) 1248px, 100vw"
        className="h-[300px] w-full sm:h-[500px]"
      />
      {count > 1 && (
        <>
          <PhotoArrows
            index={index}
            onIndexChange={onIndexChange}
            inset="inside"
            className="h-11 w-11 bg-white/90 text-slate-900 shadow hover:bg-white"
          />
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={`${image}-${i}`}
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-2.5 w-2.5 rounded-full bg-white/60 shadow ring-1 ring-slate-900/30',
                    i === index && 'bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
      {count > 0 && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="absolute right-3 top-3 bg-white/90 shadow hover:bg-white"
          onClick={(event) => onOpenGallery(event.currentTarget)}
        >
          <Images aria-hidden />
          View All Photos ({count})
        </Button>
      )}
    </section>
  );
}
