import {
  ADDED_WITHIN_DAYS,
  addedWithinLabel,
  EPC_RATINGS,
  PRICE_STEPS,
  radiusLabel,
  SEARCH_RADII,
} from '@contracts/material-info';
import { formatMoney } from '@/lib/format';

// The choices of the filter form's selects, apart from the filters themselves: the form loads when
// first opened, and the listing pages' first load does without them.

/** Select values for "no choice" ('' cannot be a Radix select value). */
export const NO_CHOICE = 'any';
export const RADIUS_OPTIONS = SEARCH_RADII.map((miles) => ({
  value: String(miles),
  label: radiusLabel(miles),
}));
export const priceOptions = (none: string, current: string) => {
  const steps: number[] = [...PRICE_STEPS];
  // A price from elsewhere (the mortgage quiz's budget) is shown as it is.
  const extra = Number(current);
  if (current !== '' && !steps.includes(extra)) steps.push(extra);
  return [
    { value: NO_CHOICE, label: none },
    ...steps.sort((a, b) => a - b).map((n) => ({ value: String(n), label: formatMoney(n) })),
  ];
};
export const ADDED_OPTIONS = [
  { value: NO_CHOICE, label: 'Anytime' },
  ...ADDED_WITHIN_DAYS.map((days) => ({ value: String(days), label: addedWithinLabel(days) })),
];
export const EPC_OPTIONS = [
  { value: NO_CHOICE, label: 'Any rating' },
  ...EPC_RATINGS.map((rating) => ({ value: rating, label: rating === 'A' ? 'A' : `${rating} or better` })),
];
