import { SoldAddressLink } from '@/components/sold-address-link';
import { formatDate, formatNumber } from '@/lib/format';
import type { PropertyHistory } from '@contracts/sold/history';

interface NearbySalesListProps {
  sales: PropertyHistory['neighboringSales'];
  postcode: string;
  averagePrice: number;
}

/** SPEC 9: at most 8 neighbouring sales. */
const MAX_NEARBY = 8;

/**
 * 'Recent Sales Nearby' (SPEC 2): the area's average and up to eight neighbouring sales, standard
 * residential sales only (the server leaves the others out).
 */
export function NearbySalesList({ sales, postcode, averagePrice }: NearbySalesListProps) {
  if (sales.length === 0) return <p className="text-slate-600">No recent sales found in the area</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Average price in area:{' '}
        <span className="font-semibold text-slate-900">£{formatNumber(Math.round(averagePrice))}</span>
      </p>
      <p className="text-xs text-slate-500">
        Standard home sales only: garages, parking spaces, storage and other non-residential sales are left
        out.
      </p>
      <ul className="divide-y divide-slate-100">
        {sales.slice(0, MAX_NEARBY).map((sale) => (
          <li key={sale.id} className="flex items-start justify-between gap-3 py-3 last:pb-0">
            <div className="min-w-0 space-y-0.5">
              <SoldAddressLink address={sale.address} postcode={postcode} />
              <p className="text-sm text-slate-600">
                <span className="whitespace-nowrap">{formatDate(sale.date)}</span> •{' '}
                <span className="whitespace-nowrap">{sale.propertyType}</span>
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{sale.formattedPrice}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
