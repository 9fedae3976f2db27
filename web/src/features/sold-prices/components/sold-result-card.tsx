import { BadgeCheck, CalendarDays, Home, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { SoldResult } from '@contracts/sold/search';
import { distanceLabel } from '../lib/distance';

/**
 * One sold property (SPEC 2, both sold search pages). The whole card links to the property's sale
 * history; the link itself is the address so screen readers hear a short name.
 */
export function SoldResultCard({ sale }: { sale: SoldResult }) {
  // A few registered sales carry no postcode; their history cannot be looked up.
  const historyPath = sale.postcode ? paths.soldHistory(sale.address, sale.postcode) : null;
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow hover:shadow-md sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h3 className="font-semibold leading-snug text-slate-900">
          {historyPath ? (
            <Link to={historyPath} className="after:absolute after:inset-0">
              {sale.address}
            </Link>
          ) : (
            sale.address
          )}
        </h3>
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <MapPin className="h-4 w-4 text-slate-400" aria-hidden />
          {sale.postcode ?? 'Postcode not recorded'}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden />
            Sold: {formatDate(sale.date)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Home className="h-4 w-4 text-slate-400" aria-hidden />
            Type: {sale.propertyType}
          </span>
        </p>
        {sale.distance !== undefined && sale.distance !== null && (
          <p className="text-sm text-slate-600">{distanceLabel(sale.distance)}</p>
        )}
        <p className="flex flex-wrap items-center gap-2 pt-1 text-xs text-slate-500">
          {sale.isAuthentic && (
            <Badge variant="success">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
              Land Registry Verified
            </Badge>
          )}
          {sale.newBuild && <Badge variant="secondary">New build</Badge>}
          <span>Source: {sale.source}</span>
        </p>
      </div>
      <p className="shrink-0 text-xl font-bold text-brand-700 sm:text-right">{sale.formattedPrice}</p>
    </Card>
  );
}
