import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import type { PropertyHistory } from '@contracts/sold/history';

/** Every recorded sale of the property, newest first; the first is the latest (SPEC 2). */
export function PriceHistoryList({ sales }: { sales: PropertyHistory['priceHistory'] }) {
  if (sales.length === 0)
    return <p className="text-slate-600">No previous sales recorded for this property</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {sales.map((sale, index) => (
        <li key={sale.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="space-y-0.5">
            <p className="text-lg font-semibold text-slate-900">{sale.formattedPrice}</p>
            <p className="text-sm text-slate-600">
              <span className="whitespace-nowrap">{formatDate(sale.date)}</span> •{' '}
              <span className="whitespace-nowrap">{sale.propertyType}</span>
              {sale.newBuild && ' • New Build'}
              {sale.tenure !== 'Unknown' && <span className="whitespace-nowrap"> • {sale.tenure}</span>}
            </p>
          </div>
          {index === 0 && <Badge className="shrink-0 whitespace-nowrap">Latest Sale</Badge>}
        </li>
      ))}
    </ol>
  );
}
