import { BadgeCheck, CalendarDays, Home, KeyRound, MapPin, TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { PropertyHistory } from '@contracts/sold/history';
import { formatPriceChangePercent } from '../lib/price-change';

type HeaderProps = Pick<PropertyHistory, 'currentProperty' | 'priceChange' | 'priceChangePercent'>;

/** HM Land Registry's duration column: 'Freehold', 'Leasehold', or unknown. */
const tenureText = (tenure: string) => (tenure === 'Unknown' ? 'Tenure unknown' : tenure);

/** The property's last sale (SPEC 2): address, postcode, date, type, verified badge, price and change. */
export function PropertyHistoryHeader({
  currentProperty: property,
  priceChange,
  priceChangePercent,
}: HeaderProps) {
  const rose = priceChange > 0;
  const ChangeIcon = rose ? TrendingUp : TrendingDown;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{property.address}</h1>
        <p className="flex items-center gap-1.5 font-medium text-slate-700">
          <MapPin className="h-4 w-4 text-slate-400" aria-hidden />
          {property.postcode}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden />
            Last sold: {formatDate(property.date)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Home className="h-4 w-4 text-slate-400" aria-hidden />
            {property.propertyType}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <KeyRound className="h-4 w-4 text-slate-400" aria-hidden />
            {tenureText(property.tenure)}
          </span>
        </p>
        <Badge variant="success">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
          HM Land Registry Verified
        </Badge>
      </div>
      <div className="shrink-0 sm:text-right">
        <p className="text-3xl font-bold text-brand-700">{property.formattedPrice}</p>
        {priceChange !== 0 && (
          <p
            className={cn(
              'mt-1 inline-flex items-center gap-1 text-sm font-semibold',
              rose ? 'text-green-700' : 'text-red-700',
            )}
          >
            <ChangeIcon className="h-4 w-4" aria-hidden />
            {formatPriceChangePercent(priceChangePercent)}
            <span className="font-normal text-slate-500">since the previous sale</span>
          </p>
        )}
      </div>
    </Card>
  );
}
