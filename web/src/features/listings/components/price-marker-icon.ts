import type { MarkerState } from '@/components/map/marker-html';
import { markerLabel, priceBand, type PriceBand } from '../lib/marker';

const BAND_CLASSES: Record<PriceBand, string> = {
  blue: 'bg-blue-700',
  green: 'bg-green-700',
  orange: 'bg-orange-700',
  red: 'bg-red-700',
};

/**
 * A price label drawn in HTML (no marker images from a CDN), coloured by price band (SPEC 9).
 * The selected listing's label is larger and outlined in black; one linked to the card in hand
 * is outlined in amber.
 */
export function priceMarkerHtml(price: number, { selected, highlighted }: MarkerState) {
  const ring = selected
    ? 'z-10 scale-125 ring-slate-900'
    : highlighted
      ? 'z-10 scale-125 ring-amber-400'
      : 'ring-white';
  return `<span data-highlighted="${selected || highlighted}" class="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold text-white shadow-md ring-2 in-focus-visible:ring-4 in-focus-visible:ring-slate-900 ${ring} ${BAND_CLASSES[priceBand(price)]}">${markerLabel(price)}</span>`;
}
