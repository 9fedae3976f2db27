import { formatBytes } from '@contracts/format-bytes';
import type { SoldStatus } from '@contracts/sold/status';
import { Database, LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Progress } from '@/components/ui/progress';
import { formatNumber } from '@/lib/format';
import { formatLongDate, formatMonthYear } from '@/lib/long-dates';
import { useSoldStatus } from '../api/get-sold-status';

/**
 * How much sold data there is (DESIGN 4): its coverage and freshness when loaded, progress while a
 * load runs, and plain instructions when nothing is loaded, so an empty result is never mistaken
 * for no sales.
 */
export function SoldDataStatus() {
  const { data: status } = useSoldStatus();
  if (!status) return null;
  if (status.loading) return <LoadingSoldData status={status} />;
  if (status.loaded) return <SoldDataCoverage status={status} />;
  return <NoSoldData howToLoad={status.howToLoad} />;
}

function SoldDataCoverage({ status }: { status: SoldStatus }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <Database className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
      <span>
        {formatNumber(status.transactions)} sales on record
        {status.earliest && status.latest
          ? `, ${formatLongDate(status.earliest)} to ${formatLongDate(status.latest)}`
          : ''}
        .
        {status.latest && status.updatedAt && (
          <>
            {' '}
            <span className="font-medium text-slate-700">
              Data up to {formatMonthYear(status.latest)}, updated {formatLongDate(status.updatedAt)}.
            </span>
          </>
        )}
      </span>
    </p>
  );
}

/** What the load is doing now, in words, and how far it is when that is known. */
function describeProgress(progress: SoldStatus['progress'], salesSoFar: number) {
  if (progress?.stage === 'downloading') {
    const { file, bytes = 0, total } = progress;
    return {
      line: `Downloading ${file}: ${formatBytes(bytes)}${total ? ` of ${formatBytes(total)}` : ''}`,
      percent: total ? Math.round((bytes / total) * 100) : undefined,
    };
  }
  if (progress?.stage === 'importing')
    return { line: `Importing ${progress.file}: ${formatNumber(progress.rows ?? 0)} rows read` };
  return { line: `${formatNumber(salesSoFar)} sales loaded so far` };
}

function LoadingSoldData({ status }: { status: SoldStatus }) {
  const { line, percent } = describeProgress(status.progress, status.transactions);
  return (
    <Alert role="status">
      <LoaderCircle className="animate-spin" aria-hidden />
      <div className="w-full space-y-2">
        <p className="font-semibold">Loading sold-price data…</p>
        <p>{line}</p>
        {percent !== undefined && <Progress value={percent} aria-label="Download progress" />}
        <p className="text-xs text-slate-600">
          Searches find sales as they arrive; this note updates by itself.
        </p>
      </div>
    </Alert>
  );
}

function NoSoldData({ howToLoad }: { howToLoad: string[] }) {
  return (
    <Alert variant="destructive" role="status">
      <Database aria-hidden />
      <div className="space-y-2">
        <p className="font-semibold">No sold price data is loaded yet, so searches will find nothing.</p>
        <p>
          To load it, run the first command below: it downloads the latest month of HM Land Registry{' '}
          <a
            className="underline"
            href="https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads"
            rel="noreferrer"
            target="_blank"
          >
            Price Paid Data
          </a>{' '}
          and the postcode centroids, then imports them. The others import files you downloaded yourself, such
          as the{' '}
          <a
            className="underline"
            href="https://geoportal.statistics.gov.uk/search?q=ONSPD"
            rel="noreferrer"
            target="_blank"
          >
            ONS Postcode Directory
          </a>
          .
        </p>
        <ul className="space-y-1">
          {howToLoad.map((step) => (
            <li key={step}>
              <code className="block break-words rounded bg-white/70 px-2 py-1 font-mono text-xs">
                {step}
              </code>
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
