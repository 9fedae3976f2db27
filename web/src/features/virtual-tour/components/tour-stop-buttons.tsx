import { cn } from '@/lib/cn';

interface TourStopButtonsProps {
  titles: readonly string[];
  index: number;
  onSelect: (index: number) => void;
}

/** One numbered button per stop; the current one is marked for sight and for screen readers. */
export function TourStopButtons({ titles, index, onSelect }: TourStopButtonsProps) {
  return (
    <nav aria-label="Tour stops">
      <ol className="grid grid-cols-8 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        {titles.map((title, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={`Stop ${i + 1}: ${title}`}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'flex aspect-square w-full items-center justify-center rounded-full border text-sm font-semibold transition-colors sm:h-10 sm:w-10',
                i === index
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
              )}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
