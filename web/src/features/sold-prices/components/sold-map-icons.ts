import { divIcon } from 'leaflet';
import { compactPrice, priceBand } from '../lib/map-markers';

const BAND_CLASSES = {
  blue: 'bg-blue-600',
  green: 'bg-green-600',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
} as const;

/** Beyond this many postcodes, labels hide one another: markers become coloured dots. */
export const MAX_LABELLED_MARKERS = 15;

/**
 * Price markers drawn in HTML (no marker images fetched from a CDN) and sized by CSS: a price label
 * above its point, or a dot on it when the map is crowded. The colour band is the SPEC 9 one.
 */
export function priceMarkerIcon(price: number, count: number, labelled: boolean) {
  const colour = BAND_CLASSES[priceBand(price)];
  const focus = 'in-focus-visible:ring-slate-900';
  if (!labelled) {
    return divIcon({
      className: '',
      iconSize: undefined,
      html: `<span class="absolute block h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full shadow ring-2 ring-white ${focus} ${colour}"></span>`,
    });
  }
  const countBadge = count > 1 ? `<span class="ml-1 rounded-full bg-white/25 px-1.5">${count}</span>` : '';
  return divIcon({
    className: '',
    iconSize: undefined,
    html: `<span class="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold text-white shadow-md ring-2 ring-white ${focus} ${colour}">${compactPrice(price)}${countBadge}</span>`,
  });
}

/** The searched postcode: a dark pin. */
export const centreIcon = divIcon({
  className: '',
  iconSize: undefined,
  html: '<span class="absolute block h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-slate-900 shadow-md"></span>',
});
