import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { pageCount } from '../lib/paging';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the buttons page through, for screen readers ('Properties pages'). */
  label: string;
}

/** Previous / 'Page 2 of 25' / Next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 sm:justify-end">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {formatNumber(page)} of {formatNumber(pages)}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
