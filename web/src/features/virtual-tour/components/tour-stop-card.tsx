import type { Property } from '@contracts/property';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { roomFacts } from '../lib/narration';
import type { PointOfInterest } from '../lib/points-of-interest';
import { PoiList } from './poi-list';

interface TourStopCardProps {
  property: Property;
  points: readonly PointOfInterest[];
  /** The listing's picture (drawn by the listings feature). */
  photo: ReactNode;
}

/** The home at the current stop. Each new stop fades in, unless reduced motion is asked for. */
export function TourStopCard({ property, points, photo }: TourStopCardProps) {
  return (
    <Card
      key={property.id}
      className="overflow-hidden transition-opacity duration-500 starting:opacity-0 motion-reduce:transition-none"
    >
      {photo}
      <CardContent className="space-y-4 pt-5">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold leading-tight text-slate-900">{property.title}</h2>
          <p className="text-sm text-slate-600">
            {[property.address, property.city, property.zipCode].filter(Boolean).join(', ')}
          </p>
        </div>
        <p className="text-2xl font-bold text-brand-700">{formatMoney(property.price)}</p>
        <p className="text-sm text-slate-700">{roomFacts(property).join(' · ')}</p>
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">Nearby</h3>
          <PoiList points={points} />
        </section>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.property(property.id)}>View Details</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
