import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from '@/lib/use-toast';
import { toastActionClass, toastCardClass, toastViewportClass } from './toast-card';

/** Radix toast viewport (F8 focuses it) with the one current toast (loaded by Toaster). */
export function ToastList({ toasts }: { toasts: ToastItem[] }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={toastCardClass(t.variant)}
        >
          <div className="grid flex-1 gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          {t.action && (
            <Toast.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className={toastActionClass(t.variant)}
            >
              {t.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className={toastViewportClass} />
    </Toast.Provider>
  );
}
