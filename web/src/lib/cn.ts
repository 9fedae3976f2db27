import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

/**
 * tailwind-merge builds its map of every Tailwind class on its first call: about 100 ms on a slow
 * phone. Called before hydrating, in a task of its own, so that cost is not added to hydration's.
 */
export function prepareClassMerge() {
  twMerge('');
}
