import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from '@/lib/use-toast';

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
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-in data-[state=closed]:opacity-0 transition-opacity',
            t.variant === 'destructive'
              ? 'border-red-600 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
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
              className={cn(
                'inline-flex h-8 shrink-0 items-center self-center rounded-md border px-3 text-sm font-medium',
                t.variant === 'destructive'
                  ? 'border-white/60 hover:bg-white/10'
                  : 'border-slate-300 bg-white text-brand-700 hover:bg-slate-50',
              )}
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
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
