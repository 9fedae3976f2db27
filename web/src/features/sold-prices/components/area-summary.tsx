import { Card } from '@/components/ui/card';
import { formatMoney, formatNumber } from '@/lib/format';
import type { SoldResult } from '@contracts/sold/search';
import { summariseByType, summarisePrices } from '../lib/price-stats';

interface AreaSummaryProps {
  sales: SoldResult[];
  total: number;
}

/** Count, median and mean of the sales on show, overall and by property type. */
export function AreaSummary({ sales, total }: AreaSummaryProps) {
  const overall = summarisePrices(sales.map((sale) => sale.price));
  const byType = summariseByType(sales);
  const figures = [
    { label: 'Sales', value: formatNumber(total) },
    { label: 'Median price', value: formatMoney(Math.round(overall.median)) },
    { label: 'Mean price', value: formatMoney(Math.round(overall.mean)) },
  ];
  return (
    <section aria-labelledby="area-summary-heading" className="space-y-3">
      <h2 id="area-summary-heading" className="text-xl font-semibold text-slate-900">
        Summary
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-3 sm:p-4">
            <dt className="text-xs text-slate-500 sm:text-sm">{figure.label}</dt>
            <dd className="text-base font-bold text-slate-900 sm:text-2xl">{figure.value}</dd>
          </Card>
        ))}
      </dl>
      {sales.length < total && (
        <p className="text-sm text-slate-600">
          Prices summarise the {formatNumber(sales.length)} most recent of {formatNumber(total)} sales; load
          more to include the rest.
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">Sales by property type</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                Property type
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                Sales
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                Median
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell sm:px-3">
                Mean
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {byType.map((group) => (
              <tr key={group.propertyType}>
                <th scope="row" className="px-2 py-2 sm:px-3 text-left font-medium text-slate-900">
                  {group.propertyType}
                </th>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{formatNumber(group.count)}</td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">
                  {formatMoney(Math.round(group.median))}
                </td>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell sm:px-3">
                  {formatMoney(Math.round(group.mean))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
