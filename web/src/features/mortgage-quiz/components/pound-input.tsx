import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** An amount in pounds: a '£' inside the box, digit keyboard on phones, commas allowed. */
export function PoundInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
      >
        £
      </span>
      <Input inputMode="decimal" autoComplete="off" className="pl-7" {...props} />
    </div>
  );
}
