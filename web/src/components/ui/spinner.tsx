import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning circle; give it a `label` when it is the only sign that something is happening. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle className={cn('h-5 w-5 animate-spin text-brand-600', className)} aria-hidden />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
