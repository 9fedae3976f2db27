import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva(
  'flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:h-5 [&>svg]:w-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-brand-100 bg-brand-50 text-slate-800 [&>svg]:text-brand-600',
        success: 'border-green-200 bg-green-50 text-green-900 [&>svg]:text-green-600',
        destructive: 'border-red-200 bg-red-50 text-red-900 [&>svg]:text-red-600',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/** Inline message box (not a toast): put an icon first, then the text. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
