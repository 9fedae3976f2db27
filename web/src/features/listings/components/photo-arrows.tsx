import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PhotoArrowsProps {
  index: number;
  onIndexChange: (index: number) => void;
  /** How both arrows look (size, colours). */
  className?: string;
  /** How far in from the photo's edges they sit. */
  inset?: 'edge' | 'inside';
}

/** Previous / next over a photo (the detail page's carousel and the full-screen gallery). */
export function PhotoArrows({ index, onIndexChange, className, inset = 'edge' }: PhotoArrowsProps) {
  const arrow = cn('absolute top-1/2 -translate-y-1/2 rounded-full', className);
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="secondary"
        className={cn(arrow, inset === 'edge' ? 'left-0' : 'left-3')}
        onClick={() => onIndexChange(index - 1)}
        aria-label="Previous photo"
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="secondary"
        className={cn(arrow, inset === 'edge' ? 'right-0' : 'right-3')}
        onClick={() => onIndexChange(index + 1)}
        aria-label="Next photo"
      >
        <ChevronRight aria-hidden />
      </Button>
    </>
  );
}
