import { MAX_LISTING_IMAGES } from '@contracts/user-property';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { thumbnailOf } from '../lib/image-files';
import { ImageUploadDialog } from './image-upload-dialog';

interface FloorPlanFieldProps {
  /** The uploaded plan's path, or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
}

/** An optional floor plan: one image through the same upload as the photos, kept when the listing is saved. */
export function FloorPlanField({ value, onChange, error, className }: FloorPlanFieldProps) {
  const [uploading, setUploading] = useState(false);
  return (
    <div className={cn('space-y-2', className)}>
      <p className="text-sm font-medium text-slate-900">Floor plan</p>
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={thumbnailOf(value)}
            alt="Floor plan"
            className="h-20 w-28 rounded border border-slate-200 bg-white object-contain"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            <X aria-hidden />
            Remove floor plan
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => setUploading(true)}>
          <ImagePlus aria-hidden />
          Upload Floor Plan
        </Button>
      )}
      <FieldError id="floor-plan-error" message={error} />
      <ImageUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        // One image: the dialog's room is what the photo limit leaves.
        photosOnListing={MAX_LISTING_IMAGES - 1}
        title="Upload Floor Plan"
        description="One JPEG, PNG, WebP or GIF image, up to 10 MB. It is kept when you save the property."
        onAdded={(paths) => {
          if (paths[0]) onChange(paths[0]);
        }}
      />
    </div>
  );
}
