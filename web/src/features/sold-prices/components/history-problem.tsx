import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';

/** SPEC 2: the sale history could not be shown; always offer the way back to the search. */
export function HistoryProblem({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle page={title} />
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
