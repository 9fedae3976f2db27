import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of the detail page (Description, Features & Amenities...), named by its heading. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('space-y-3', className)}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
