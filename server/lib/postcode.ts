import { toNormalised } from 'postcode';

/** Postcode normalised with the `postcode` package; anything it does not accept is no postcode. */
export function normalisePostcode(raw: string): string | null {
  const compact = raw.trim().replace(/\s+/g, ' ');
  return compact ? toNormalised(compact) : null;
}
