import { divIcon } from 'leaflet';
import { markerLabel, priceBand, type PriceBand } from '../lib/marker';

const BAND_CLASSES: Record<PriceBand, string> = {
  blue: 'bg-blue-700',
  green: 'bg-green-700',
  orange: 'bg-orange-700',
  red: 'bg-red-700',
};

/**
 * A price label drawn in HTML (no marker images from a CDN), coloured by price band (SPEC 9).
 * The selected listing's label is larger and outlined in black.
 */
export function priceMarkerIcon(price: number, selected = false) {
  const ring = selected ? 'z-10 scale-125 ring-slate-900' : 'ring-white';
  return divIcon({
    className: 'price-marker',
    iconSize: undefined,
    html: `<span class="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold text-white shadow-md ring-2 in-focus-visible:ring-4 in-focus-visible:ring-slate-900 ${ring} ${BAND_CLASSES[priceBand(price)]}">${markerLabel(price)}</span>`,
  });
}
