import { useSyncExternalStore, type ReactNode } from 'react';

/** SPEC 9: at most one toast at a time, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead (Radix reads it out with the toast). */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
  /** A button in the toast ('Sign in'); pressing it also closes the toast. */
  action?: ToastAction;
  /**
   * A toast closes when the user moves to another page, because it was about the page they left.
   * True for the few that announce the move itself ('Authentication Required' before the redirect
   * to /login) and for toasts queued to show after a full reload.
   */
  keepOnNavigation?: boolean;
}
export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
/** A server render has no toasts. */
const NO_TOASTS: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(options: ToastOptions) {
  const id = nextId++;
  toasts = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Let the close animation run before the toast leaves the list.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 300);
}

/** The user moved to another page: close every toast that belonged to the page left behind. */
export function dismissToastsOnNavigation() {
  for (const t of toasts) if (t.open && !t.keepOnNavigation) dismissToast(t.id);
}

/** Closes every toast (tests start from none). */
export function dismissAllToasts() {
  for (const t of toasts) if (t.open) dismissToast(t.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
