import { Spinner } from '@/components/ui/spinner';

/** SPEC 2: spinner and 'Loading property data from HM Land Registry...'. */
export function ResultsLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
      <Spinner className="h-8 w-8" />
      <p>Loading property data from HM Land Registry...</p>
    </div>
  );
}
