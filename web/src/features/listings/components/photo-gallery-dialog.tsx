import type { KeyboardEvent, RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { PhotoArrows } from './photo-arrows';
import { ListingImage } from '@/components/listing-image';

interface PhotoGalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** The button that opened the gallery: focus returns to it on close (there is no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Full-screen gallery (SPEC 2): counter 'i / n', thumbnails, wrap-around; ArrowLeft/ArrowRight
 * move, Escape closes (Radix), focus stays inside while open.
 */
export function PhotoGalleryDialog({
  open,
  onOpenChange,
  images,
  title,
  index,
  onIndexChange,
  returnFocusTo,
}: PhotoGalleryDialogProps) {
  const count = images.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onIndexChange(index - 1);
    else if (event.key === 'ArrowRight') onIndexChange(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        className="flex h-[100dvh] max-h-none w-screen max-w-none flex-col gap-3 rounded-none border-0 bg-slate-950 p-3 text-white sm:p-6 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/10"
      >
        <div className="flex items-center justify-between pr-10">
          <DialogTitle className="truncate text-base font-semibold sm:text-lg">{title}</DialogTitle>
          <p className="shrink-0 text-sm text-slate-300" aria-live="polite">
            {index + 1} / {count}
          </p>
        </div>
        <DialogDescription className="sr-only">
          Use the left and right arrow keys to move between photos.
        </DialogDescription>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          <ListingImage
            src={images[index]}
            alt={`${title}, photo ${index + 1} of ${count}`}
            priority="eager"
            sizes="100vw"
            className="h-[500px] max-h-full w-auto max-w-full object-contain"
          />
          {count > 1 && <PhotoArrows index={index} onIndexChange={onIndexChange} />}
        </div>
        <ul className="flex shrink-0 justify-center gap-2 overflow-x-auto pb-1" aria-label="All photos">
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-md ring-2 ring-transparent',
                  i === index ? 'ring-white' : 'opacity-60 hover:opacity-100',
                )}
              >
                <ListingImage src={image} alt="" sizes="96px" className="h-14 w-20 sm:h-16 sm:w-24" />
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
