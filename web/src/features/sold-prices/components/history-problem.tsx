import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';

interface HistoryProblemProps {
  title: string;
  detail: string;
  /** No such history: search engines should drop the address (not after a failure to load, which passes). */
  noindex?: boolean;
}

/** SPEC 2: the sale history could not be shown; always offer the way back to the search. */
export function HistoryProblem({ title, detail, noindex }: HistoryProblemProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-20 text-center">
      <PageMeta page={title} noindex={noindex} />
      <SearchX className="h-12 w-12 text-slate-400" aria-hidden />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{detail}</p>
      </div>
      <Button asChild>
        <Link to={paths.soldPrices}>
          <ArrowLeft aria-hidden />
          Back to Sold Prices Search
        </Link>
      </Button>
    </div>
  );
}
