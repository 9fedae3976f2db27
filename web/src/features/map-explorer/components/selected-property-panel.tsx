import type { Property } from '@contracts/property';
import { Mail, MapPin, Phone, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { panelFeatures } from '../lib/panel-features';
import { ScheduleViewingButton } from './schedule-viewing-button';

interface SelectedPropertyPanelProps {
  property: Property;
  onClose: () => void;
  contactDefaults?: { name?: string; email?: string };
}

/** The side panel for the chosen marker (SPEC 2, Interactive Property Map). */
export function SelectedPropertyPanel({ property, onClose, contactDefaults }: SelectedPropertyPanelProps) {
  const { shown, more } = panelFeatures(property.features);
  const facts = [
    ['Type', property.propertyType],
    ['Bedrooms', formatNumber(property.bedrooms)],
    ['Bathrooms', formatNumber(Number(property.bathrooms))],
    ['Sq Ft', formatNumber(property.sqft)],
    ['Year Built', property.yearBuilt ? String(property.yearBuilt) : 'N/A'],
  ];
  return (
    <section aria-labelledby="selected-property-title" className="space-y-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="selected-property-title" className="text-xl font-semibold leading-snug">
          {property.title}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close property details"
          className="-mr-2 -mt-1 shrink-0"
        >
          <X aria-hidden />
        </Button>
      </div>
      <p className="flex items-start gap-1 text-sm text-slate-600">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {property.address}, {property.city}
      </p>
      <p className="text-2xl font-bold text-brand-700">{formatMoney(property.price)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="line-clamp-4 text-sm text-slate-700">{property.description}</p>
      {shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Features">
          {shown.map((feature) => (
            <li key={feature}>
              <Badge variant="secondary">{feature}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          )}
        </ul>
      )}
      {(property.agentName || property.agentPhone || property.agentEmail) && (
        <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">{property.agentName ?? 'Listing agent'}</p>
          {property.agentPhone && (
            <a
              href={`tel:${property.agentPhone.replace(/\s+/g, '')}`}
              className="flex items-center gap-2 text-brand-700 hover:underline"
            >
              <Phone className="h-4 w-4" aria-hidden />
              {property.agentPhone}
            </a>
          )}
          {property.agentEmail && (
            <a
              href={`mailto:${property.agentEmail}`}
              className="flex items-center gap-2 break-all text-brand-700 hover:underline"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              {property.agentEmail}
            </a>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <Button asChild>
          <Link to={paths.property(property.id)}>View Full Details</Link>
        </Button>
        <ScheduleViewingButton
          propertyId={property.id}
          propertyTitle={property.title}
          defaults={contactDefaults}
        />
      </div>
    </section>
  );
}
