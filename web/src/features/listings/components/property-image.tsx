import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { PLACEHOLDER_IMAGE } from '../lib/image-url';

interface PropertyImageProps {
  /** Resolved URL (see resolveImageUrl), or undefined when the listing has no pictures. */
  src: string | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A listing picture: 'No Image Available' without one, the placeholder house when it fails to load. */
export function PropertyImage({ src, alt, className, loading = 'lazy' }: PropertyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) {
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
  const failed = failedSrc === src;
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
      onError={() => !failed && setFailedSrc(src)}
    />
  );
}
