import { z } from 'zod';
import { parseSoldLocation } from './sold/common';
import { isCalendarDate } from './schema-helpers';
import { propertyHistoryQuerySchema } from './sold/history';

/** What estimates answer (issue 20): GET /api/estimate, /api/properties/{id}/estimate, /api/sold-prices/index. */

export const estimateMessages = {
  asOfInvalid: 'asOf must be a date (YYYY-MM-DD) no later than today',
  districtInvalid: 'district must be a postcode district such as SW19',
  typeInvalid: "type must be 'flats' or 'houses'",
  indexNotFound: 'No price index is built for this district yet',
} as const;

const isoDate = z
  .string({ error: estimateMessages.asOfInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: estimateMessages.asOfInvalid })
  .refine(isCalendarDate, { error: estimateMessages.asOfInvalid });

/** The sold address as /api/property-history names it, and the day to value it on. */
export const estimateQuerySchema = propertyHistoryQuerySchema.extend({
  /** Value as of this day, from sales dated before it only (the backtest's rule). Default: today. */
  asOf: isoDate.optional(),
});
export type EstimateQuery = z.output<typeof estimateQuerySchema>;

export const listingEstimateQuerySchema = estimateQuerySchema.pick({ asOf: true });

const saleSchema = z.object({
  address: z.string(),
  postcode: z.string(),
  date: z.string(),
  price: z.number().int(),
  /** The price moved to the valuation date by the local index. */
  adjustedPrice: z.number().int(),
  /** Share of the estimate, 0-1. */
  weight: z.number(),
  propertyType: z.string(),
  tenure: z.string(),
  newBuild: z.boolean(),
});

export const estimateSchema = z.object({
  status: z.enum(['estimate', 'withheld']),
  /** Why there is no estimate (withheld only). */
  reason: z.string().nullable(),
  address: z.string(),
  postcode: z.string(),
  asOf: z.string(),
  estimate: z.number().int().nullable(),
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /** The share of later sale prices the range held in the backtest, e.g. 0.8. */
  rangeCoverage: z.number(),
  confidence: z.enum(['high', 'medium', 'low']).nullable(),
  method: z.enum(['repeat-sale', 'comparables', 'repeat-sale-and-comparables']).nullable(),
  /** The method in one plain paragraph. */
  methodSummary: z.string(),
  /** The home's own last sale, indexed to the valuation date. */
  lastSale: saleSchema.nullable(),
  /** The comparables that weigh most, heaviest first. */
  comparables: z.array(
    saleSchema.extend({ relation: z.enum(['building', 'postcode', 'street', 'sector', 'district']) }),
  ),
  otherComparables: z.object({ count: z.number().int(), weight: z.number() }),
  index: z
    .object({
      district: z.string(),
      kind: z.enum(['flats', 'houses']),
      level: z.enum(['district', 'area', 'national']),
      place: z.string(),
    })
    .nullable(),
  /** Listings only: the asking price and how far it is from the estimate (positive: above). */
  askingPrice: z.number().int().nullable(),
  askingPriceDifferencePercent: z.number().nullable(),
  attribution: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const priceIndexQuerySchema = z.object({
  district: z
    .string({ error: estimateMessages.districtInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => parseSoldLocation(value)?.kind === 'district', {
      error: estimateMessages.districtInvalid,
    }),
  type: z.enum(['flats', 'houses'], { error: estimateMessages.typeInvalid }),
});

export const priceIndexSchema = z.object({
  district: z.string(),
  kind: z.enum(['flats', 'houses']),
  /** Whose sales it follows: the district's, its postcode area's, or all loaded sales'. */
  level: z.enum(['district', 'area', 'national']),
  place: z.string(),
  /** Monthly, the latest month = 100. `sales`: sales that informed the month. */
  months: z.array(z.object({ month: z.string(), index: z.number(), sales: z.number().int() })),
  attribution: z.string(),
});
export type PriceIndexSeries = z.infer<typeof priceIndexSchema>;
