import type { Estimate } from '@contracts/estimate';
import { formatNumber } from '@/lib/format';

/** 'Asking price is 4.2% above our estimate'; within half a percent it matches. */
export function askingPriceText(differencePercent: number): string {
  if (Math.abs(differencePercent) < 0.5) return 'Asking price matches our estimate';
  const size = formatNumber(Math.abs(differencePercent), 1);
  return `Asking price is ${size}% ${differencePercent > 0 ? 'above' : 'below'} our estimate`;
}

export const CONFIDENCE_LABELS: Record<NonNullable<Estimate['confidence']>, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

export const RELATION_LABELS: Record<Estimate['comparables'][number]['relation'], string> = {
  building: 'Same building',
  postcode: 'Same postcode',
  street: 'Same street',
  sector: 'Same sector',
  district: 'Same district',
};

/** '8 in 10' for 0.8. */
export const inTen = (share: number) => `${Math.round(share * 10)} in 10`;

/** '56%' for 0.5642. */
export const percentOf = (share: number) => `${Math.round(share * 100)}%`;
