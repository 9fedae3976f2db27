import type { GeocodeResult } from '@contracts/geocode';
import { apiRequest } from '@/lib/api-client';

/** GET /api/geocode: coordinates for an address and postcode (404 when nothing matches). */
export const geocode = (address: string, postcode: string) =>
  apiRequest<GeocodeResult>('GET', `/api/geocode?${new URLSearchParams({ address, postcode })}`);
