import type { Estimate } from '@contracts/estimate';
import { useId } from 'react';
import { Link } from 'react-router';
import { SoldDataAttribution } from '@/components/sold-data-attribution';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/long-dates';
import { askingPriceText, CONFIDENCE_LABELS, inTen, percentOf } from '../lib/estimate-text';
import { ComparablesTable } from './comparables-table';
import { PriceIndexPanel } from './price-index-panel';

const CONFIDENCE_STYLES = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

function Figures({ estimate }: { estimate: Estimate }) {
  const confidence = estimate.confidence!;
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
      <div>
        <p className="text-sm text-slate-600">Our estimate</p>
        <p className="text-3xl font-bold text-slate-900" data-testid="estimate-value">
          {formatMoney(estimate.estimate)}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-600">Likely range</p>
        <p className="text-lg font-semibold text-slate-900">
          {formatMoney(estimate.low)} – {formatMoney(estimate.high)}
        </p>
      </div>
      <span
        className={cn('rounded-full px-3 py-1 text-sm font-medium ring-1', CONFIDENCE_STYLES[confidence])}
      >
        {CONFIDENCE_LABELS[confidence]}
      </span>
    </div>
  );
}

function Working({ estimate }: { estimate: Estimate }) {
  const { lastSale } = estimate;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-slate-900">How we worked it out</h3>
      <p className="text-sm leading-relaxed text-slate-700">{estimate.methodSummary}</p>
      <p className="text-sm text-slate-700">
        In our test, {inTen(estimate.rangeCoverage)} homes sold for a price within their likely range.
      </p>
      {lastSale && (
        <p className="text-sm text-slate-700">
          Last sold for <strong>{formatMoney(lastSale.price)}</strong> on {formatLongDate(lastSale.date)}:{' '}
          {formatMoney(lastSale.adjustedPrice)} at today&apos;s prices ({percentOf(lastSale.weight)} of the
          estimate).
        </p>
      )}
      <ComparablesTable estimate={estimate} />
      {estimate.index && <PriceIndexPanel district={estimate.index.district} kind={estimate.index.kind} />}
    </div>
  );
}

/**
 * 'What is it worth?': our estimate of a home's value from HM Land Registry sales, its range and
 * confidence, and its working (the home's own last sale, the comparables, the local index).
 */
export function EstimateSection({
  estimate,
  failed,
  className,
  attribution = true,
}: {
  /** Undefined while it loads. Plain values, not the query's result: see hydratedApart. */
  estimate: Estimate | undefined;
  failed: boolean;
  className?: string;
  /** False where the page itself carries the Land Registry attribution (the sale history page). */
  attribution?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-4 rounded-xl border border-slate-200 p-4 sm:p-6', className)}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        What is it worth?
      </h2>
      {failed ? (
        <p className="text-slate-600">
          The estimate could not be loaded just now. Please try again in a moment.
        </p>
      ) : !estimate ? (
        <div className="space-y-2" role="status">
          <span className="sr-only">Working out the estimate...</span>
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : estimate.status === 'withheld' ? (
        <div className="space-y-1">
          <p className="font-medium text-slate-900">We can&apos;t estimate this home&apos;s value yet.</p>
          <p className="text-slate-600">{estimate.reason}</p>
        </div>
      ) : (
        <>
          <Figures estimate={estimate} />
          {estimate.askingPriceDifferencePercent !== null && (
            <p className="font-medium text-slate-900" data-testid="asking-price-comparison">
              {askingPriceText(estimate.askingPriceDifferencePercent)}
            </p>
          )}
          <Working estimate={estimate} />
        </>
      )}
      <p className="text-sm">
        <Link className="font-medium text-brand-700 underline underline-offset-2" to={paths.aboutEstimates}>
          About our estimates
        </Link>{' '}
        <span className="text-slate-600">— how they are made and how accurate they have been.</span>
      </p>
      {attribution && <SoldDataAttribution />}
    </section>
  );
}
