import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> {
  /** 0 to 100. */
  value: number;
  /** Classes of the filled part (its colour). */
  indicatorClassName?: string;
}

/** A determinate progress bar (Radix: role progressbar with its value); give it an aria-label. */
export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full bg-brand-600', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
