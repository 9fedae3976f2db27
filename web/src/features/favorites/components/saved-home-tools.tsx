import type { SavedProperty } from '@contracts/favorite';
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CompareSelection } from '../hooks/use-compare-selection';
import { FavoriteNote } from './favorite-note';

/** Under each saved home: the private note and the 'Compare' toggle. */
export function SavedHomeTools({ home, selection }: { home: SavedProperty; selection: CompareSelection }) {
  const chosen = selection.selected.includes(home.id);
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
      <FavoriteNote propertyId={home.id} propertyTitle={home.title} note={home.note} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-pressed={chosen}
        aria-label={`Compare: ${home.title}`}
        disabled={!chosen && selection.isFull}
        onClick={() => selection.toggle(home.id)}
        className={cn('w-full', chosen && 'border-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100')}
      >
        <Columns3 aria-hidden />
        {chosen ? 'Chosen to compare' : 'Compare'}
      </Button>
    </div>
  );
}
