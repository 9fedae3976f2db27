import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Grey pulsing block standing in for content that is loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
