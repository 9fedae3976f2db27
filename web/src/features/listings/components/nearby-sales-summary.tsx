import { History } from 'lucide-react';
import { Link } from 'react-router';
import { SoldAddressLink } from '@/components/sold-address-link';
import { paths } from '@/config/paths';
import { countLabel, formatDate, formatMoney } from '@/lib/format';
import type { NearbySummary } from '../lib/nearby-sales';

/** The local median for the listing's kind of home and the latest sales around it. */
export function NearbySalesSummary({ summary, postcode }: { summary: NearbySummary; postcode: string }) {
  return (
    <div className="space-y-4">
      {summary.typeMedian !== null ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          Median price of {summary.group.label} sold within half a mile:{' '}
          <strong className="text-base">{formatMoney(summary.typeMedian)}</strong>{' '}
          <span className="text-slate-600">
            (the {countLabel(summary.typeSales, 'most recent sale', 'most recent sales')})
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          No {summary.group.label} among the{' '}
          {countLabel(summary.sampleSize, 'most recent sale', 'most recent sales')} within half a mile.
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {summary.latest.map((sale) => (
          <li key={sale.id} className="flex items-start justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <SoldAddressLink address={sale.address} postcode={sale.postcode} />
              <p className="text-sm text-slate-600">
                {formatDate(sale.date)} · {sale.propertyType}
                {sale.distance !== undefined && ` · ${sale.distance} mi`}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{sale.formattedPrice}</p>
          </li>
        ))}
      </ul>
      <Link
        to={`${paths.soldPrices}?${new URLSearchParams({ postcode, radius: '0.5' })}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <History className="h-4 w-4" aria-hidden />
        More sold prices around {postcode}
      </Link>
    </div>
  );
}
