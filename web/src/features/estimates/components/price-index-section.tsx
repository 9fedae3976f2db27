import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PriceIndexPanel } from './price-index-panel';

const KINDS = [
  { kind: 'houses', label: 'Houses' },
  { kind: 'flats', label: 'Flats' },
] as const;

/** The local price index of a searched district, for houses or flats (the sold-price results pages). */
export function PriceIndexSection({ district }: { district: string }) {
  const headingId = useId();
  const [kind, setKind] = useState<'houses' | 'flats'>('houses');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          How prices have moved in {district}
        </h2>
        <div className="flex gap-2" role="group" aria-label="Kind of home">
          {KINDS.map((option) => (
            <Button
              key={option.kind}
              size="sm"
              variant={kind === option.kind ? 'default' : 'outline'}
              aria-pressed={kind === option.kind}
              onClick={() => setKind(option.kind)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      <PriceIndexPanel district={district} kind={kind} />
    </section>
  );
}
