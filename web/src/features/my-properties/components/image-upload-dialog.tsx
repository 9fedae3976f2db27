import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useImageUploads } from '../hooks/use-image-uploads';
import { IMAGE_TYPES } from '../lib/image-files';
import { PendingImageRow } from './pending-image-row';

interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photosOnListing: number;
  /** The stored photos' paths, to append to the form (saved only with the listing). */
  onAdded: (paths: string[]) => void;
  /** For another kind of image (the floor plan): its own title and rules. */
  title?: string;
  description?: string;
}

/** SPEC 2 image upload dialog: choose or drop photos, preview, remove, upload with progress. */
export function ImageUploadDialog({
  open,
  onOpenChange,
  photosOnListing,
  onAdded,
  title = 'Upload Images',
  description = 'JPEG, PNG, WebP or GIF, up to 10 MB each, at most 5 photos per listing. Photos are kept when you save the property.',
}: ImageUploadDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useImageUploads(onAdded);
  const { items, problems, isUploading } = uploads;

  // Photos still waiting when the dialog closes are dropped; a running upload keeps it open.
  const close = () => {
    if (isUploading) return;
    uploads.clear();
    onOpenChange(false);
  };
  const upload = async () => {
    if (await uploads.uploadAll()) close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            uploads.add([...event.dataTransfer.files], photosOnListing);
          }}
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center',
            dragging && 'border-brand-600 bg-brand-50',
          )}
        >
          <Upload className="h-8 w-8 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">Drag photos here, or</p>
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            Choose Files
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            className="hidden"
            aria-label="Choose photos"
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])], photosOnListing);
              event.target.value = '';
            }}
          />
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="space-y-1 text-sm text-red-700">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {items.length > 0 && (
          <ul className="space-y-2" aria-label="Photos to upload">
            {items.map((item) => (
              <PendingImageRow
                key={item.id}
                item={item}
                disabled={isUploading}
                onRemove={() => uploads.remove(item.id)}
              />
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close} disabled={isUploading}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void upload()} disabled={items.length === 0 || isUploading}>
            {isUploading ? 'Uploading...' : uploadLabel(items.length)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const uploadLabel = (count: number) =>
  count === 0 ? 'Upload Images' : `Upload ${count} Image${count === 1 ? '' : 's'}`;
