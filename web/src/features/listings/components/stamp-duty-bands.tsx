import type { StampDutyResult } from '@contracts/stamp-duty';
import { formatMoney } from '@/lib/format';
import { bandRows } from '../lib/stamp-duty-display';

/** How the tax adds up: each band the price reaches, its rate and the tax on that part. */
export function StampDutyBands({ result, price }: { result: StampDutyResult; price: number }) {
  const rows = bandRows(result, price);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">How the {result.taxName} is worked out, band by band</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            Part of the price
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Rate
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            Tax
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.portion} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
              {row.portion}
            </th>
            <td className="px-3 py-2 text-right tabular-nums text-slate-800">{row.rate}</td>
            <td className="py-2 pl-3 text-right tabular-nums text-slate-900">{row.tax}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300">
          <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
            Total
          </th>
          <td className="px-3 py-2" />
          <td className="py-2 pl-3 text-right font-semibold tabular-nums text-slate-900">
            {formatMoney(result.tax)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
