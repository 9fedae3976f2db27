import { MAX_LISTING_IMAGES } from '@contracts/user-property';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { moveItem, thumbnailOf } from '../lib/image-files';
import { ImageUploadDialog } from './image-upload-dialog';

interface PropertyPhotosFieldProps {
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
}

/**
 * The listing's photos in order: drag one (or use its arrows) to move it, the first is the cover.
 * New photos come from the upload dialog and are kept only when the listing is saved.
 */
export function PropertyPhotosField({ images, onChange, error }: PropertyPhotosFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(images, from, to));

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Photos</legend>
      <p id="photos-hint" className="text-sm text-slate-600">
        {images.length} of {MAX_LISTING_IMAGES} photos. The first photo is the cover; drag photos or use the
        arrows to change the order.
      </p>
      {images.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-describedby="photos-hint">
          {images.map((image, index) => (
            <li
              key={image}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
            >
              <img
                src={thumbnailOf(image)}
                alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                className="aspect-[4/3] w-full cursor-grab object-cover"
              />
              {index === 0 && <Badge className="absolute left-1.5 top-1.5">Cover</Badge>}
              <div className="flex justify-between bg-white p-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowLeft aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8 text-red-700"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <X aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <FieldError id="photos-error" message={error} />
      <Button
        type="button"
        variant="outline"
        onClick={() => setUploading(true)}
        disabled={images.length >= MAX_LISTING_IMAGES}
      >
        <ImagePlus aria-hidden />
        Upload Images
      </Button>
      <ImageUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        photosOnListing={images.length}
        onAdded={(paths) => onChange([...images, ...paths].slice(0, MAX_LISTING_IMAGES))}
      />
    </fieldset>
  );
}
