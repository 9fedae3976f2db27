import { z } from 'zod';
import { parseSoldLocation } from './common';
import { soldMessages } from './search';

/** GET /api/property-history: one property's sales, its neighbours' and its sector's medians. */

/** Nearby sales listed on a property's history page (SPEC 9). */
export const NEARBY_SALES_MAX = 8;

export const propertyHistoryQuerySchema = z.object({
  address: z
    .string({ error: soldMessages.addressRequired })
    .trim()
    .min(1, { error: soldMessages.addressRequired })
    .max(300, { error: 'Address must be at most 300 characters' }),
  postcode: z
    .string({ error: soldMessages.postcodeInvalid })
    .trim()
    .max(20, { error: soldMessages.postcodeInvalid })
    .refine((value) => parseSoldLocation(value)?.kind === 'postcode', {
      error: soldMessages.postcodeInvalid,
    }),
});
export type PropertyHistoryQuery = z.output<typeof propertyHistoryQuerySchema>;

const saleSchema = z.object({
  id: z.string(),
  date: z.string(),
  propertyType: z.string(),
  formattedPrice: z.string(),
  price: z.number().int(),
});

export const propertyHistorySchema = z.object({
  currentProperty: z.object({
    address: z.string(),
    postcode: z.string(),
    /** Date of the latest sale. */
    date: z.string(),
    propertyType: z.string(),
    formattedPrice: z.string(),
    price: z.number().int(),
    tenure: z.string(),
    newBuild: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  /** Every sale of this property, newest first. */
  priceHistory: z.array(
    saleSchema.extend({ newBuild: z.boolean(), tenure: z.string(), category: z.string() }),
  ),
  /**
   * Up to 8 most recent standard residential sales (category A, never property type O) of other
   * properties: same postcode first, then within half a mile.
   */
  neighboringSales: z.array(
    saleSchema.extend({ address: z.string(), postcode: z.string(), distance: z.number().optional() }),
  ),
  /** Mean price of the neighbouring sales listed, whole pounds; 0 when there are none. */
  averagePrice: z.number().int(),
  /**
   * Latest sale price minus the property's previous standard residential sale; 0 with no such sale,
   * or when the latest sale is not a standard residential one (priceHistory still lists every sale).
   */
  priceChange: z.number().int(),
  /** priceChange as a percentage of the previous price, 1 decimal. */
  priceChangePercent: z.number(),
  /** Median standard residential sale price per year in the property's postcode sector. */
  areaMedianByYear: z.array(
    z.object({ year: z.number().int(), median: z.number().int(), sales: z.number().int() }),
  ),
  /** The sector the medians cover, e.g. `SW19 1`. */
  area: z.string(),
  attribution: z.string(),
});
export type PropertyHistory = z.infer<typeof propertyHistorySchema>;
