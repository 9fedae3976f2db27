import { readJson, removeItem, sessionArea, writeJson } from './storage';
import { toast, type ToastOptions } from './use-toast';

const KEY = 'homehunter_flash_toast';

type FlashToast = Pick<ToastOptions, 'title' | 'description' | 'variant'> & {
  title: string;
  description?: string;
};

/** Shows a toast on the next page load: a full navigation would otherwise wipe it before anyone reads it. */
export function toastAfterReload(options: FlashToast): void {
  writeJson(KEY, options, sessionArea());
}

/** Called once at start-up: shows the toast queued by the previous page, if any. */
export function showQueuedToast(): void {
  const queued = readJson(KEY, sessionArea());
  removeItem(KEY, sessionArea());
  if (queued && typeof queued === 'object' && 'title' in queued && typeof queued.title === 'string') {
    const { title, description, variant } = queued as FlashToast;
    toast({
      title,
      description: typeof description === 'string' ? description : undefined,
      variant,
      keepOnNavigation: true,
    });
  }
}
