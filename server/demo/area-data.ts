import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { postcodes, soldProperties } from '../db/schema/index';
import { selectRows } from '../modules/properties/properties.repository';
import { isStandardResidential } from '../modules/sold/standard-sales';
import { upliftTable } from './price-index';
import type { RegionSpec, SoldType } from './regions';

/** A real postcode with sales around it, where a listing can stand. */
export interface Place {
  postcode: string;
  latitude: number;
  longitude: number;
  district: string;
  /** Town and locality most often recorded for the sales there (upper case, as the Land Registry writes them). */
  town: string | null;
  locality: string | null;
  county: string | null;
}

export interface LocalMedian {
  median: number;
  sales: number;
}

/** Local medians in today's money, keyed `${district}|${type}`. */
export type Medians = Map<string, LocalMedian>;
export const medianKey = (district: string, type: SoldType) => `${district}|${type}`;

function districtFilter(region: RegionSpec): SQL {
  const parts: SQL[] = [];
  if (region.districts?.length) {
    parts.push(
      sql`${postcodes.outwardCode} in (${sql.join(
        region.districts.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  }
  if (region.areas?.length) {
    parts.push(
      sql`regexp_replace(${postcodes.outwardCode}, '[0-9].*$', '') in (${sql.join(
        region.areas.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Live postcodes of the region that have recorded sales, in a stable order. */
export async function loadPlaces(db: Db, region: RegionSpec): Promise<Place[]> {
  const rows = await selectRows<Place>(
    db,
    sql`
      select ${postcodes.postcode} as postcode, ${postcodes.latitude} as latitude, ${postcodes.longitude} as longitude,
        ${postcodes.outwardCode} as district,
        mode() within group (order by ${soldProperties.city}) as town,
        mode() within group (order by ${soldProperties.locality})
          filter (where coalesce(${soldProperties.locality}, '') <> '') as locality,
        mode() within group (order by ${soldProperties.county}) as county
      from ${postcodes}
      join ${soldProperties} on ${soldProperties.postcode} = ${postcodes.postcode}
      where ${districtFilter(region)} and not ${postcodes.terminated}
      group by ${postcodes.postcode}, ${postcodes.latitude}, ${postcodes.longitude}, ${postcodes.outwardCode}
      order by ${postcodes.postcode}`,
  );
  // A postcode area can cross a county line (SK11 is Macclesfield, Cheshire): keep the region's own.
  const inCounty = (place: Place) =>
    !region.areas || place.county?.toUpperCase() === region.county.toUpperCase();
  return rows
    .filter(inCounty)
    .map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}

/**
 * Median standard residential sale price (modules/sold/standard-sales.ts) per district and type,
 * each sale first brought to `targetYear` money with the house price index, so a 2012 sale and a
 * 2024 sale weigh alike.
 */
export async function loadMedians(db: Db, districts: string[], targetYear: number): Promise<Medians> {
  const medians: Medians = new Map();
  if (districts.length === 0) return medians;
  const uplift = sql`case extract(year from ${soldProperties.saleDate})::int ${sql.join(
    upliftTable(targetYear).map(({ year, factor }) => sql`when ${year} then ${factor}::float8`),
    sql` `,
  )} else 1.0 end`;
  const district = sql`split_part(${soldProperties.postcode}, ' ', 1)`;
  const rows = await selectRows<{ district: string; type: SoldType; sales: number; median: number }>(
    db,
    sql`
      select ${district} as district, ${soldProperties.propertyType} as type, count(*)::int as sales,
        percentile_cont(0.5) within group (order by ${soldProperties.price} * ${uplift}) as median
      from ${soldProperties}
      where ${isStandardResidential(getTableName(soldProperties))}
        and ${district} in (${sql.join(
          districts.map((d) => sql`${d}`),
          sql`, `,
        )})
      group by 1, 2`,
  );
  for (const row of rows) {
    medians.set(medianKey(row.district, row.type), { median: Number(row.median), sales: Number(row.sales) });
  }
  return medians;
}
