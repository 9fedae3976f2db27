import type { Estimate } from '@contracts/estimate';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { percentOf, RELATION_LABELS } from '../lib/estimate-text';

/** Rows shown before 'Show all': the heaviest sales carry most of the estimate. */
export const FIRST_ROWS = 10;

/** The sales an estimate rests on, heaviest first, each linked to its own sale history. */
export function ComparablesTable({ estimate }: { estimate: Estimate }) {
  const { comparables, otherComparables } = estimate;
  const [showAll, setShowAll] = useState(false);
  if (comparables.length === 0) return null;
  const shown = showAll ? comparables : comparables.slice(0, FIRST_ROWS);
  return (
    <div className="space-y-2">
      {/* Focusable so a keyboard can scroll it on a narrow screen. */}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200"
        role="region"
        aria-label="Sales used for the estimate"
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Sales used for the estimate, heaviest first</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Sale
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Sold
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Price paid
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                At today&apos;s prices
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Weight
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((sale) => (
              <tr key={`${sale.address}|${sale.date}|${sale.price}`}>
                <td className="px-3 py-2">
                  <Link
                    className="font-medium text-brand-700 hover:underline"
                    to={paths.soldHistory(sale.address, sale.postcode)}
                  >
                    {sale.address}
                  </Link>
                  <div className="text-xs text-slate-500">
                    {RELATION_LABELS[sale.relation]} · {sale.propertyType} · {sale.tenure}
                    {sale.newBuild ? ' · New build' : ''}
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(sale.date)}</td>
                <td className="px-3 py-2 text-right">{formatMoney(sale.price)}</td>
                <td className="px-3 py-2 text-right">{formatMoney(sale.adjustedPrice)}</td>
                <td className="px-3 py-2 text-right">
                  {sale.weight < 0.005 ? '<1%' : percentOf(sale.weight)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {comparables.length > FIRST_ROWS && (
        <Button variant="outline" size="sm" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? `Show the ${FIRST_ROWS} heaviest only` : `Show all ${comparables.length} sales listed`}
        </Button>
      )}
      {otherComparables.count > 0 && (
        <p className="text-xs text-slate-500">
          And {formatNumber(otherComparables.count)} older or more distant sales,{' '}
          {percentOf(otherComparables.weight)} of the estimate together.
        </p>
      )}
    </div>
  );
}
