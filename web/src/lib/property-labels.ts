// How a listing's rooms, size and status read, the same on every card and page.
import { sqftToSqm } from '@contracts/material-info';
import { formatDate, formatMoney, formatNumber, plural } from './format';

/** '2.0' -> 2, '1.5' -> 1.5 (numeric column sent as text). */
export const bathroomCount = (bathrooms: string | number) => {
  const n = Number(bathrooms);
  return Number.isFinite(n) ? n : 0;
};

/** UK agents list a home without a separate bedroom as a studio, never '0 beds'. */
export const bedLabel = (bedrooms: number) =>
  bedrooms === 0 ? 'Studio' : `${formatNumber(bedrooms)} ${plural(bedrooms, 'bed')}`;
export const bathLabel = (bathrooms: string | number) => {
  const n = bathroomCount(bathrooms);
  return `${formatNumber(n)} ${plural(n, 'bath')}`;
};
export const sqftLabel = (sqft: number) => `${formatNumber(sqft)} sqft`;

/** SPEC 3: 'new' and 'reduced' get a badge; other statuses none. */
export function statusBadge(status: string): { label: string; variant: 'success' | 'warning' } | null {
  if (status === 'new') return { label: 'New Listing', variant: 'success' };
  if (status === 'reduced') return { label: 'Price Reduced', variant: 'warning' };
  return null;
}

/**
 * The badge of a listing's card and page: 'Sold' once HM Land Registry's record of a sale marked
 * it sold (issue 21), whatever its status says; else its status's badge.
 */
export function listingBadge(listing: {
  status: string;
  soldDate: string | null;
}): { label: string; variant: 'success' | 'warning' } | null {
  return listing.soldDate !== null ? { label: 'Sold', variant: 'warning' } : statusBadge(listing.status);
}

/** Status in words for the summary: the badge text, or the stored word with a capital. */
export function statusLabel(status: string): string {
  const badge = statusBadge(status);
  if (badge) return badge.label;
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Available';
}

/** Lot size in acres, or null when not given. */
export function lotSizeLabel(lotSize: string | null): string | null {
  if (lotSize === null || lotSize === '') return null;
  const n = Number(lotSize);
  return Number.isFinite(n) ? `${formatNumber(n)} ${plural(n, 'acre')}` : null;
}

/** Floor area both ways, as UK listings state it: '1,150 sq ft (107 m²)'. */
export const floorAreaLabel = (sqft: number) =>
  `${formatNumber(sqft)} sq ft (${formatNumber(sqftToSqm(sqft))} m²)`;

/**
 * When the card's listing last moved (issue 17): 'Reduced on 12/11/2026' when its latest price
 * change was a cut, else 'Added on 03/11/2026'.
 */
export function listingDateLabel(property: { reducedAt: string | null; createdAt: string }) {
  return property.reducedAt
    ? { reduced: true, text: `Reduced on ${formatDate(property.reducedAt)}` }
    : { reduced: false, text: `Added on ${formatDate(property.createdAt)}` };
}

/** '£250 a year'. */
export const perYear = (pounds: number) => `${formatMoney(pounds)} a year`;
