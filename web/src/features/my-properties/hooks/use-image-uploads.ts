import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { putImage, requestUploadUrl } from '../api/upload-image';
import { pickImageFiles } from '../lib/image-files';

export interface PendingImage {
  id: string;
  file: File;
  /** A blob: URL of the file, for the preview. */
  preview: string;
  /** 0 to 100 while it is sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

const readyMessage = (count: number) => `${count} image(s) ready. Click Save to update the property.`;

/**
 * The photos chosen in the upload dialog: previews, removal, and sending them one by one (each
 * to its own signed URL) with a progress bar each. Sent photos are handed to `onAdded`; failed
 * ones stay, named, to be tried again or removed.
 */
export function useImageUploads(onAdded: (paths: string[]) => void) {
  const [items, setItems] = useState<PendingImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [isUploading, setUploading] = useState(false);
  // The latest list for the event handlers, which outlive the render that made them.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const update = (id: string, change: Partial<PendingImage>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = useCallback((files: File[], photosOnListing: number) => {
    const picked = pickImageFiles(files, photosOnListing + itemsRef.current.length);
    setProblems(picked.problems);
    const added = picked.accepted.map((file) => ({
      id: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      status: 'waiting' as const,
    }));
    setItems((current) => [...current, ...added]);
  }, []);

  const remove = (id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (item) URL.revokeObjectURL(item.preview);
    setItems((current) => current.filter((candidate) => candidate.id !== id));
    setProblems([]);
  };

  const clear = () => {
    itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview));
    setItems([]);
    setProblems([]);
  };

  /** Sends every waiting (or failed) photo; true when all of them arrived. */
  async function uploadAll(): Promise<boolean> {
    setUploading(true);
    const sent: { id: string; path: string }[] = [];
    const failed: string[] = [];
    let stopped = false;
    for (const item of itemsRef.current) {
      let uploadURL: string;
      try {
        uploadURL = (await requestUploadUrl()).uploadURL;
      } catch (error) {
        toastUploadUrlError(error);
        stopped = true;
        break;
      }
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        const image = await putImage(uploadURL, item.file, (progress) => update(item.id, { progress }));
        sent.push({ id: item.id, path: image.objectPath });
      } catch (error) {
        failed.push(item.file.name);
        update(item.id, { status: 'failed', error: errorMessage(error, 'Upload failed') });
      }
    }
    setUploading(false);
    if (sent.length > 0) {
      onAdded(sent.map((s) => s.path));
      sent.forEach((s) => remove(s.id));
    }
    if (failed.length > 0) {
      const ready = sent.length > 0 ? ` ${readyMessage(sent.length)}` : '';
      toast({
        title: 'Upload failed',
        description: `Could not upload ${failed.join(', ')}.${ready}`,
        variant: 'destructive',
      });
    } else if (sent.length > 0 && !stopped) {
      toast({ title: 'Images Added!', description: readyMessage(sent.length) });
    }
    return !stopped && failed.length === 0;
  }

  return { items, problems, isUploading, add, remove, clear, uploadAll };
}

function toastUploadUrlError(error: unknown) {
  if (hasErrorCode(error, 'authentication_required')) {
    toast({
      title: 'Authentication Required',
      description: 'Please log in to upload images.',
      variant: 'destructive',
    });
    return;
  }
  toastRequestError(error, 'Upload Failed', 'Unable to get upload URL. Please try again.');
}
