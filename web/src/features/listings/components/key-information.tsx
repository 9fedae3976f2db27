import { LEASE_TENURES } from '@contracts/material-info';
import type { Property } from '@contracts/property';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '@/lib/format';
import { floorAreaLabel, perYear } from '@/lib/property-labels';
import { resolveImageUrl } from '@/lib/image-url';
import { DetailSection } from './detail-section';
import { EpcBadge } from './epc-badge';

/** What a portal shows for information the lister has not given. */
const ASK = 'Ask agent';

function epcValue(property: Property): ReactNode {
  if (!property.epcRating) return ASK;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <EpcBadge rating={property.epcRating} />
      <span>
        Current {property.epcRating}
        {property.epcPotential && `, potential ${property.epcPotential}`}
      </span>
      {property.epcCertificateUrl && (
        <a
          href={property.epcCertificateUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          View EPC certificate<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </span>
  );
}

/** The rows a UK buyer must be told (National Trading Standards parts A to C). */
function rowsOf(property: Property): [string, ReactNode][] {
  const leased = property.tenure !== null && LEASE_TENURES.includes(property.tenure);
  const money = (value: number | null) => (value === null ? ASK : perYear(value));
  const rows: [string, ReactNode][] = [['Tenure', property.tenure ?? ASK]];
  if (leased) {
    rows.push(
      [
        'Lease length',
        property.leaseYearsRemaining === null
          ? ASK
          : `${formatNumber(property.leaseYearsRemaining)} years left`,
      ],
      ['Ground rent', money(property.groundRent)],
      ['Service charge', money(property.serviceCharge)],
    );
  } else if (property.serviceCharge !== null) {
    rows.push(['Service charge', perYear(property.serviceCharge)]);
  }
  rows.push(
    ['Council tax band', property.councilTaxBand ? `Band ${property.councilTaxBand}` : ASK],
    ['EPC rating', epcValue(property)],
    ['Built form', property.builtForm ?? ASK],
    ['Floor area', floorAreaLabel(property.sqft)],
    ['Added on', formatDate(property.createdAt)],
  );
  if (property.sharedOwnership) rows.push(['Shared ownership', 'Yes: part buy, part rent']);
  if (property.retirement) rows.push(['Retirement home', 'Yes: for buyers of retirement age']);
  return rows;
}

/** 'Key information' on the detail page: tenure and lease, council tax, EPC, built form, area, date, floor plan. */
export function KeyInformation({ property }: { property: Property }) {
  return (
    <DetailSection title="Key information">
      <dl className="grid gap-x-6 rounded-xl border border-slate-200 px-4 sm:grid-cols-2">
        {rowsOf(property).map(([label, value]) => (
          <div
            key={label}
            className="flex items-start justify-between gap-4 border-b border-slate-100 py-3 text-sm last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {property.floorPlan && (
        <figure className="space-y-2">
          <a href={resolveImageUrl(property.floorPlan)} target="_blank" rel="noopener noreferrer">
            <img
              src={resolveImageUrl(property.floorPlan)}
              alt={`Floor plan of ${property.title}`}
              loading="lazy"
              className="max-h-96 w-full rounded-xl border border-slate-200 bg-white object-contain"
            />
          </a>
          <figcaption className="text-sm text-slate-600">Floor plan (opens full size)</figcaption>
        </figure>
      )}
    </DetailSection>
  );
}
