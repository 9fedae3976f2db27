import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { LatLon } from '../postcodes/postcodes.repository';
import { isStandardResidential } from './standard-sales';

export interface AreaPeriodRow {
  period: 'latest' | 'previous';
  /** YYYY-MM-DD, first and last day. */
  from: string;
  to: string;
  sales: number;
  /** Null when the period has no sale. */
  median: number | null;
}

/**
 * Sales of two consecutive 12-month periods in a circle, in one statement that the indexes answer:
 * the postcodes in the circle come from the GiST index on their positions; the newest standard
 * sale of each from the covering postcode index (one index-only probe per postcode, which holds the
 * category and property type too); then each postcode's sales of the 24 months before that, again
 * index-only (price is in the index), are split by period and their median taken.
 */
export function areaPeriodsQuery(centre: LatLon, metres: number): SQL {
  const here = sql`ll_to_earth(${centre.latitude}, ${centre.longitude})`;
  return sql`WITH near AS MATERIALIZED (
      SELECT p.postcode FROM postcodes p
      WHERE earth_box(${here}, ${metres}) @> ll_to_earth(p.latitude, p.longitude)
        AND earth_distance(${here}, ll_to_earth(p.latitude, p.longitude)) <= ${metres}
    ),
    newest AS (
      SELECT date_trunc('month', max(s.sale_date))::date AS month FROM near n CROSS JOIN LATERAL (
        SELECT s.sale_date FROM sold_properties s
        WHERE s.postcode = n.postcode AND ${isStandardResidential('s')}
        ORDER BY s.postcode USING ~<~, s.sale_date DESC NULLS LAST LIMIT 1) s
    ),
    periods AS (
      SELECT 'latest' AS period, (month - interval '11 months')::date AS from_date,
             (month + interval '1 month')::date AS to_date
      FROM newest WHERE month IS NOT NULL
      UNION ALL
      SELECT 'previous', (month - interval '23 months')::date, (month - interval '11 months')::date
      FROM newest WHERE month IS NOT NULL
    ),
    sales AS (
      SELECT s.sale_date, s.price FROM near n CROSS JOIN LATERAL (
        SELECT s.sale_date, s.price FROM sold_properties s
        WHERE s.postcode = n.postcode AND ${isStandardResidential('s')}
          AND s.sale_date >= (SELECT min(from_date) FROM periods)
          AND s.sale_date < (SELECT max(to_date) FROM periods)) s
    )
    SELECT p.period, to_char(p.from_date, 'YYYY-MM-DD') AS "from", to_char(p.to_date - 1, 'YYYY-MM-DD') AS "to",
           count(s.price)::int AS sales,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price))::int AS median
    FROM periods p LEFT JOIN sales s ON s.sale_date >= p.from_date AND s.sale_date < p.to_date
    GROUP BY p.period, p.from_date, p.to_date
    ORDER BY p.from_date DESC`;
}

export const areaPeriods = (db: Db, centre: LatLon, metres: number) =>
  queryRows<AreaPeriodRow>(db, areaPeriodsQuery(centre, metres));
