import { Database, LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { formatLongDate, formatNumber } from '@/lib/format';
import { useSoldStatus } from '../api/get-sold-status';

/**
 * How much sold data there is (DESIGN 4): its coverage when loaded, progress while an import runs,
 * and plain instructions when nothing is loaded, so an empty result is never mistaken for no sales.
 */
export function SoldDataStatus() {
  const { data: status } = useSoldStatus();
  if (!status) return null;

  if (status.loaded) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Database className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <span>
          {formatNumber(status.transactions)} sales on record
          {status.earliest && status.latest
            ? `, ${formatLongDate(status.earliest)} to ${formatLongDate(status.latest)}`
            : ''}
          .
        </span>
      </p>
    );
  }

  if (status.loading) {
    return (
      <Alert role="status">
        <LoaderCircle className="animate-spin" aria-hidden />
        <p>
          Sold price data is being loaded ({formatNumber(status.transactions)} sales so far). Searches will
          find them once loading finishes.
        </p>
      </Alert>
    );
  }

  return (
    <Alert variant="destructive" role="status">
      <Database aria-hidden />
      <div className="space-y-2">
        <p className="font-semibold">No sold price data is loaded yet, so searches will find nothing.</p>
        <p>
          To load it, download HM Land Registry{' '}
          <a
            className="underline"
            href="https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads"
            rel="noreferrer"
            target="_blank"
          >
            Price Paid Data
          </a>{' '}
          and the{' '}
          <a
            className="underline"
            href="https://geoportal.statistics.gov.uk/search?q=ONSPD"
            rel="noreferrer"
            target="_blank"
          >
            ONS Postcode Directory
          </a>
          , then run:
        </p>
        <ul className="space-y-1">
          {status.howToLoad.map((step) => (
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
