import { formatMoneyShort } from '@/lib/format';

export type PriceBand = 'blue' | 'green' | 'orange' | 'red';

/** SPEC 9: under £300k blue, £300k to £500k green, £500k to £800k orange, over £800k red. */
export function priceBand(price: number): PriceBand {
  if (price < 300_000) return 'blue';
  if (price < 500_000) return 'green';
  if (price <= 800_000) return 'orange';
  return 'red';
}

/** SPEC 9: the marker shows the price with a trailing ',000' shortened to 'k' ('£250k'). */
export const markerLabel = (price: number) => formatMoneyShort(price);
