import type { AreaStats } from '@contracts/sold/area-stats';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  AREA_RADIUS_METRES,
  type NeighbourhoodInsight,
  NEIGHBOURHOOD_INSIGHTS,
} from '../lib/neighbourhood-insights';
import { type AreaPriceFigures, areaPriceFigures } from '../lib/area-price-figures';

/** GET /api/sold-prices/area-stats: HM Land Registry median and 12-month change in an insight's circle. */
export const getAreaStats = (area: Pick<NeighbourhoodInsight, 'centre'>) => {
  const [latitude, longitude] = area.centre;
  const params = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    radiusKm: String(AREA_RADIUS_METRES / 1000),
  });
  return apiRequest<AreaStats>('GET', `/api/sold-prices/area-stats?${params}`);
};

export const areaStatsQueryOptions = (area: NeighbourhoodInsight) =>
  queryOptions({
    queryKey: queryKeys.sold.areaStats(area.key),
    queryFn: () => getAreaStats(area),
  });

/** The price figures of every insight area, by key: sold prices where loaded, else the fixed ones. */
export function useAreaPriceFigures(): Record<string, AreaPriceFigures> {
  return useQueries({
    queries: NEIGHBOURHOOD_INSIGHTS.map(areaStatsQueryOptions),
    combine: (results) =>
      Object.fromEntries(
        NEIGHBOURHOOD_INSIGHTS.map((area, i) => {
          const result = results[i];
          return [area.key, areaPriceFigures(area, result?.data, result?.status ?? 'pending')];
        }),
      ),
  });
}
