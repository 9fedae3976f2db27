import { LISTING_IMAGE_ASPECT } from '@contracts/listing-images';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { imageSources, PLACEHOLDER_IMAGE, resolveImageUrl } from '@/lib/image-url';

/**
 * How soon the picture is wanted: 'lazy' below the fold (fetched as it nears the screen), 'eager'
 * on screen at load (the first row of cards), 'high' the page's main picture (preloaded with high
 * priority, so it is not queued behind scripts: it is the largest contentful paint).
 */
export type ImagePriority = 'lazy' | 'eager' | 'high';

interface ListingImageProps {
  /** A listing's stored picture or web address, or undefined when the listing has none. */
  src: string | undefined;
  alt: string;
  /** The width it is drawn at (a `sizes` value), for the browser's pick from the stored sizes. */
  sizes: string;
  className?: string;
  priority?: ImagePriority;
}

/** Width and height attributes: the box keeps its 4:3 shape before the picture arrives. */
const WIDTH = 800;
const HEIGHT = (WIDTH * LISTING_IMAGE_ASPECT.height) / LISTING_IMAGE_ASPECT.width;

/**
 * A listing picture at the stored size that fits (srcset from contracts/listing-images.ts): 'No
 * Image Available' without one, the placeholder house when it fails to load.
 */
export function ListingImage({ src, alt, sizes, className, priority = 'lazy' }: ListingImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src === undefined ? undefined : resolveImageUrl(src);
  const sources = url === undefined ? undefined : imageSources(url);
  // React hoists this into <head>, on the server too, so the fetch starts before any script runs.
  if (sources && priority === 'high')
    preload(sources.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: sources.srcSet,
      imageSizes: sources.srcSet && sizes,
    });

  if (!sources) {
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600',
          className,
        )}
        role="img"
        aria-label={alt}
      >
        <ImageOff className="h-8 w-8" aria-hidden />
        <span className="text-sm">No Image Available</span>
      </div>
    );
  }
  const failed = failedSrc === sources.src;
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : sources.src}
      srcSet={failed ? undefined : sources.srcSet}
      sizes={failed || !sources.srcSet ? undefined : sizes}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      className={cn('bg-slate-100 object-cover', className)}
      onError={() => !failed && setFailedSrc(sources.src)}
    />
  );
}
