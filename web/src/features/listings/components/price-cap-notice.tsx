import { PoundSterling, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

/** Says the list is capped at the mortgage quiz's budget (`?maxPrice=`), with a way to drop it. */
export function PriceCapNotice({ maxPrice, onClear }: { maxPrice: number; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <PoundSterling className="h-4 w-4 text-brand-600" aria-hidden />
      <span>
        Showing homes up to <strong>{formatMoney(maxPrice)}</strong>, your budget from the mortgage quiz.
      </span>
      <Button type="button" variant="ghost" size="sm" onClick={onClear} className="ml-auto">
        <X aria-hidden />
        Remove budget
      </Button>
    </div>
  );
}
