import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Buttons or links offered as the way forward. */
  children?: ReactNode;
  /** h1 when the state is the whole screen (e.g. 'Access Denied'), h2 inside a page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** A centred message standing in for content: empty lists, access denied, not found. */
export function EmptyState({
  icon,
  title,
  description,
  children,
  headingLevel = 'h2',
  className,
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <section className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center', className)}>
      {icon && <div className="mb-4 text-slate-400 [&>svg]:h-12 [&>svg]:w-12">{icon}</div>}
      <Heading className="text-2xl font-semibold">{title}</Heading>
      {description && <p className="mt-2 text-slate-600">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
