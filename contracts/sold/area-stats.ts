import { z } from 'zod';
import { blankToUndefined } from './common';

/** GET /api/sold-prices/area-stats: bounds of the circle an area is measured over. */
export const AREA_STATS_MIN_RADIUS_KM = 0.1;
export const AREA_STATS_MAX_RADIUS_KM = 10;
/** A period with fewer standard sales than this gets no median: too few to describe an area. */
export const AREA_STATS_MIN_SALES = 20;

export const areaStatsMessages = {
  latitude: 'latitude must be a number between -90 and 90',
  longitude: 'longitude must be a number between -180 and 180',
  radiusKm: `radiusKm must be a number of kilometres from ${AREA_STATS_MIN_RADIUS_KM} to ${AREA_STATS_MAX_RADIUS_KM}`,
} as const;

const boundedNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message }),
  );

/** A circle: the /map neighbourhood insight areas are 8 km circles round a city centre. */
export const areaStatsQuerySchema = z.object({
  latitude: boundedNumber(areaStatsMessages.latitude, -90, 90),
  longitude: boundedNumber(areaStatsMessages.longitude, -180, 180),
  radiusKm: boundedNumber(areaStatsMessages.radiusKm, AREA_STATS_MIN_RADIUS_KM, AREA_STATS_MAX_RADIUS_KM),
});
export type AreaStatsQuery = z.output<typeof areaStatsQuerySchema>;

/** Twelve whole calendar months of standard residential sales in the circle. */
export const areaPeriodSchema = z.object({
  /** First and last day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** Standard residential sales in the period. */
  sales: z.number().int(),
  /** Median price of those sales, whole pounds; null with fewer than AREA_STATS_MIN_SALES. */
  medianPrice: z.number().int().nullable(),
});
export type AreaPeriod = z.infer<typeof areaPeriodSchema>;

export const areaStatsSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number(),
  /**
   * The 12 months ending with the month of the newest standard residential sale in the circle
   * (the data's own latest month there, not today's: HM Land Registry publishes sales weeks or
   * months after completion, and a loaded sample may end years ago); null with no such sale.
   */
  latest: areaPeriodSchema.nullable(),
  /** The 12 months before `latest`; null when `latest` is. */
  previous: areaPeriodSchema.nullable(),
  /** Change of the median from `previous` to `latest`, percent, 1 decimal; null unless both have one. */
  changePercent: z.number().nullable(),
  attribution: z.string(),
});
export type AreaStats = z.infer<typeof areaStatsSchema>;
