import { z } from 'zod';
import { optionalText } from './form-input';

/** GET /api/geocode: a postcode, an address, or both. */
export const geocodeQuerySchema = z
  .object({
    postcode: optionalText('Postcode', 10),
    address: optionalText('Address', 300),
  })
  .refine((query) => query.postcode !== undefined || query.address !== undefined, {
    message: 'Enter a postcode or an address',
  });

/** Where a geocode answer came from, most precise first. */
export const GEOCODE_PRECISIONS = ['postcode', 'sector', 'district', 'address'] as const;
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(GEOCODE_PRECISIONS),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeNotFoundMessage = 'Please check the address and postcode are correct';
