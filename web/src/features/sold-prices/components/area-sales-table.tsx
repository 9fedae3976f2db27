import type { SoldResult } from '@contracts/sold/search';
import { SoldAddressLink } from '@/components/sold-address-link';
import { formatDate } from '@/lib/format';
import { formatMiles } from '../lib/distance';

const cell = 'px-2 py-2 sm:px-3';
/** Columns that fold into the property cell on narrow screens. */
const wideOnly = 'hidden sm:table-cell';

function distanceText(sale: SoldResult) {
  return sale.distance === undefined ? '–' : `${formatMiles(sale.distance)} mi`;
}

/** The area search's sales as a compact table: where, when, how far and for how much. */
export function AreaSalesTable({ sales }: { sales: SoldResult[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Sold properties, newest first</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Property
            </th>
            <th scope="col" className={`${cell} ${wideOnly} font-medium`}>
              Sold
            </th>
            <th scope="col" className={`${cell} ${wideOnly} text-right font-medium`}>
              Distance
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sales.map((sale) => (
            <tr key={sale.id} className="align-top">
              <td className={cell}>
                <SoldAddressLink address={sale.address} postcode={sale.postcode} />
                <div className="text-xs text-slate-500">
                  {sale.postcode ?? 'No postcode'} • {sale.propertyType}
                  <span className="sm:hidden">
                    {' '}
                    • {formatDate(sale.date)} • {distanceText(sale)}
                  </span>
                </div>
              </td>
              <td className={`${cell} ${wideOnly} whitespace-nowrap tabular-nums`}>
                {formatDate(sale.date)}
              </td>
              <td className={`${cell} ${wideOnly} whitespace-nowrap text-right tabular-nums`}>
                {distanceText(sale)}
              </td>
              <td className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums`}>
                {sale.formattedPrice}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
