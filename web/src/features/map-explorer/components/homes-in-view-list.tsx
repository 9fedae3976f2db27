import type { ListingCard } from '@contracts/property';
import { useEffect, useRef, type FocusEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { bedLabel } from '@/lib/property-labels';

interface HomesInViewListProps {
  homes: readonly ListingCard[];
  selectedId: string | null;
  onSelect: (property: ListingCard) => void;
  /** Pointer and focus events that highlight a row's marker on the map. */
  rowEvents: (id: string) => {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The homes the map shows, as a list linked with it (issue 17): pointing at or focusing a row
 * highlights its marker, choosing a marker scrolls the list to its row. Scrolls only inside the
 * list, so choosing a marker never moves the page away from the map.
 */
export function HomesInViewList({ homes, selectedId, onSelect, rowEvents }: HomesInViewListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const row = selectedId ? list?.querySelector<HTMLElement>(`[data-id="${CSS.escape(selectedId)}"]`) : null;
    if (list && row)
      list.scrollTop = row.offsetTop - list.offsetTop - (list.clientHeight - row.offsetHeight) / 2;
  }, [selectedId, homes]);
  if (homes.length === 0) return null;
  return (
    <section aria-labelledby="homes-in-view-title" className="space-y-2">
      <h2 id="homes-in-view-title" className="text-lg font-semibold">
        Homes in view
      </h2>
      <ol
        ref={listRef}
        className="relative max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white"
      >
        {homes.map((home) => {
          const selected = home.id === selectedId;
          return (
            <li key={home.id} data-id={home.id} {...rowEvents(home.id)}>
              <button
                type="button"
                aria-current={selected || undefined}
                data-highlighted={selected}
                onClick={() => onSelect(home)}
                className={cn(
                  'flex w-full items-baseline justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50',
                  selected && 'bg-amber-50 ring-2 ring-inset ring-amber-400',
                )}
              >
                <span className="min-w-0 truncate text-slate-800">
                  {home.title}
                  <span className="text-slate-500">
                    {' '}
                    · {bedLabel(home.bedrooms)} · {home.city}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-slate-900">{formatMoney(home.price)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
