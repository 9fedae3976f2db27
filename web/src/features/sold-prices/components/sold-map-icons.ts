import type { SoldResult } from '@contracts/sold/search';
import { divIcon } from 'leaflet';
import type { ClusterOptions } from '@/components/map/cluster-index';
import { clusterBox, labelBox, type MarkerState } from '@/components/map/marker-html';
import { countLabel, formatMoney } from '@/lib/format';
import { compactPrice, priceBand, type PostcodeMarker } from '../lib/map-markers';

const BAND_CLASSES = {
  blue: 'bg-blue-700',
  green: 'bg-green-700',
  orange: 'bg-orange-700',
  red: 'bg-red-700',
} as const;

type SoldMarker = PostcodeMarker<SoldResult>;

const labelText = (marker: SoldMarker) =>
  marker.sales.length > 1
    ? `${compactPrice(marker.medianPrice)}  ${marker.sales.length}`
    : compactPrice(marker.medianPrice);

/** Sold markers cluster by postcode; a cluster counts the sales it holds. */
export const SOLD_CLUSTERS: ClusterOptions<SoldMarker> = {
  id: (marker) => marker.postcode,
  position: (marker) => [marker.latitude, marker.longitude],
  weight: (marker) => marker.sales.length,
  pointBox: (marker) => labelBox(labelText(marker)),
  clusterBox,
};

export const salesCount = (count: number) => countLabel(count, 'sale');

/** 'SW19 3ES: 3 sales, median £533,000' (the marker's spoken name and tooltip). */
export const soldMarkerName = (marker: SoldMarker) =>
  `${marker.postcode}: ${salesCount(marker.sales.length)}, median ${formatMoney(marker.medianPrice)}`;

/**
 * A postcode's median price label drawn in HTML (no marker images fetched from a CDN), with its
 * number of sales beside it; the colour band is the SPEC 9 one, in shades dark enough for white text.
 */
export function soldMarkerHtml(marker: SoldMarker, { highlighted }: MarkerState) {
  const colour = BAND_CLASSES[priceBand(marker.medianPrice)];
  const ring = highlighted ? 'scale-125 ring-amber-400' : 'ring-white';
  const count = marker.sales.length;
  const countBadge = count > 1 ? `<span class="ml-1 rounded-full bg-white/25 px-1.5">${count}</span>` : '';
  return `<span data-highlighted="${highlighted}" class="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold text-white shadow-md ring-2 in-focus-visible:ring-slate-900 ${ring} ${colour}">${compactPrice(marker.medianPrice)}${countBadge}</span>`;
}

/** The searched postcode: a dark pin. */
export const centreIcon = divIcon({
  className: '',
  iconSize: undefined,
  html: '<span class="absolute block h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-slate-900 shadow-md"></span>',
});
