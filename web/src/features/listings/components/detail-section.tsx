import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of the detail page (Description, Features & Amenities...). */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('space-y-3', className)}>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
