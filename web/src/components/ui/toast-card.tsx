import { cn } from '@/lib/cn';
import { dismissToast, type ToastItem } from '@/lib/use-toast';

/** How a toast looks, whether Radix Toast has loaded yet or not. */
export const toastCardClass = (variant: ToastItem['variant']) =>
  cn(
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
    'data-[state=open]:animate-in data-[state=closed]:opacity-0 transition-opacity',
    variant === 'destructive'
      ? 'border-red-600 bg-red-600 text-white'
      : 'border-slate-200 bg-white text-slate-900',
  );

export const toastActionClass = (variant: ToastItem['variant']) =>
  cn(
    'inline-flex h-8 shrink-0 items-center self-center rounded-md border px-3 text-sm font-medium',
    variant === 'destructive'
      ? 'border-white/60 hover:bg-white/10'
      : 'border-slate-300 bg-white text-brand-700 hover:bg-slate-50',
  );

export const toastViewportClass =
  'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]';

/**
 * The open toasts without Radix, while its code is still on its way (a slow phone, the first toast
 * just before a redirect): the message and its action show at once, and Radix takes over on arrival.
 */
export function PlainToastList({ toasts }: { toasts: ToastItem[] }) {
  return (
    <ol role="status" aria-live="polite" className={toastViewportClass}>
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id} data-state="open" className={toastCardClass(t.variant)}>
            <div className="grid flex-1 gap-1">
              {t.title && <div className="text-sm font-semibold">{t.title}</div>}
              {t.description && <div className="text-sm opacity-90">{t.description}</div>}
            </div>
            {t.action && (
              <button
                type="button"
                className={toastActionClass(t.variant)}
                onClick={() => {
                  t.action?.onClick();
                  dismissToast(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
          </li>
        ))}
    </ol>
  );
}
