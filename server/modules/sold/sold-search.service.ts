import { parseSoldLocation, SOLD_SOURCE, type SoldLocation } from '@contracts/sold/common';
import { type SoldResult, type SoldSearchQuery, soldMessages } from '@contracts/sold/search';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import {
  districtCentroid,
  findPostcode,
  type LatLon,
  sectorCentroid,
} from '../postcodes/postcodes.repository';
import { formatPrice, timeRangeStart, toMetres, toMiles } from './present';
import {
  anySales,
  countSales,
  hasSales,
  type SaleArea,
  type SaleFilters,
  type SaleOrder,
  type SaleRow,
  salesInArea,
  salesInDrawnArea,
  salesNear,
} from './sold-search.repository';

export interface SoldSearchOutcome {
  results: SoldResult[];
  total: number;
  /** The location as searched; null for a drawn area sent without one. */
  location: SoldLocation | null;
  /** False when the database holds no sold data at all (the answer is then empty, never 404). */
  hasData: boolean;
}

const ORDER: Record<SoldSearchQuery['sort'], SaleOrder> = {
  newest: 'newest',
  date: 'newest',
  oldest: 'oldest',
  'price-desc': 'price-desc',
  price: 'price-desc',
  'price-asc': 'price-asc',
  distance: 'distance',
};

const areaOf = (location: SoldLocation): SaleArea =>
  location.kind === 'postcode'
    ? { postcode: location.value }
    : { prefix: location.kind === 'district' ? `${location.value} ` : location.value };

/**
 * The centre of a radius search: the postcode's own position, else (a postcode with sales but no
 * position, such as a terminated one) its sector's or district's centre; a sector's or district's centre.
 */
async function centreOf(db: Db, location: SoldLocation): Promise<LatLon | null> {
  const [outward] = location.value.split(' ') as [string];
  if (location.kind === 'postcode') {
    const own = await findPostcode(db, location.value);
    if (own) return own;
    if (!(await hasSales(db, areaOf(location)))) return null;
    return (await sectorCentroid(db, location.value.slice(0, -2))) ?? (await districtCentroid(db, outward));
  }
  if (location.kind === 'sector')
    return (await sectorCentroid(db, location.value)) ?? (await districtCentroid(db, outward));
  return districtCentroid(db, outward);
}

function toResult(row: SaleRow): SoldResult {
  return {
    id: row.id,
    address: row.address,
    postcode: row.postcode,
    date: row.date,
    propertyType: row.propertyType,
    source: SOLD_SOURCE,
    formattedPrice: formatPrice(row.price),
    isAuthentic: true,
    ...(row.metres === null ? {} : { distance: toMiles(row.metres) }),
    price: row.price,
    paon: row.paon,
    saon: row.saon,
    street: row.street,
    locality: row.locality,
    town: row.town,
    district: row.district,
    county: row.county,
    tenure: row.tenure,
    newBuild: row.newBuild,
    category: row.category,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * GET /api/sold-prices: sales in a postcode, sector or district, or within a radius of it; or,
 * with a drawn area, the sales at postcodes inside it (the area replaces location and radius).
 */
export async function searchSoldPrices(
  db: Db,
  query: SoldSearchQuery,
  today: Date,
): Promise<SoldSearchOutcome> {
  const location = query.location === undefined ? null : parseSoldLocation(query.location);
  if (!location && !query.area) throw notFound(soldMessages.postcodeNotFound);
  if (!(await anySales(db))) return { results: [], total: 0, location, hasData: false };
  const filters = saleFilters(query, today);
  const page = { limit: query.limit, offset: query.offset };
  if (query.area) {
    const order = ORDER[query.sort];
    const rows = await salesInDrawnArea(db, query.area, filters, order, page);
    const total =
      rows[0]?.total ?? (query.offset > 0 ? await countSales(db, { drawn: query.area }, filters) : 0);
    return { results: rows.map(toResult), total, location, hasData: true };
  }
  return searchLocation(db, query, location!, filters);
}

function saleFilters(query: SoldSearchQuery, today: Date): SaleFilters {
  return {
    since: timeRangeStart(query.timeRange, today),
    propertyType: query.propertyType,
    newBuild: query.newBuild,
    duration: query.tenure,
    category: query.category === 'all' ? undefined : query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
}

async function searchLocation(
  db: Db,
  query: SoldSearchQuery,
  location: SoldLocation,
  filters: SaleFilters,
): Promise<SoldSearchOutcome> {
  const order = ORDER[query.sort];
  const page = { limit: query.limit, offset: query.offset };
  const area = areaOf(location);
  const centre = query.radius > 0 ? await centreOf(db, location) : null;

  let rows: SaleRow[];
  let total: number;
  if (centre) {
    const metres = toMetres(query.radius);
    rows = await salesNear(db, centre, metres, filters, order, page);
    total = rows[0]?.total ?? (query.offset > 0 ? await countSales(db, { centre, metres }, filters) : 0);
  } else {
    // Radius 0, or nowhere to measure from: the area itself.
    if (query.radius > 0 && !(await hasSales(db, area))) throw notFound(soldMessages.postcodeNotFound);
    rows = await salesInArea(db, area, filters, order === 'distance' ? 'newest' : order, page);
    total = rows[0]?.total ?? (query.offset > 0 ? await countSales(db, { area }, filters) : 0);
    if (total === 0 && !(await areaIsKnown(db, location, area)))
      throw notFound(soldMessages.postcodeNotFound);
  }
  return { results: rows.map(toResult), total, location, hasData: true };
}

/** A place exists for us when it has a position or any sale, filtered out or not. */
async function areaIsKnown(db: Db, location: SoldLocation, area: SaleArea): Promise<boolean> {
  if (await hasSales(db, area)) return true;
  return (await centreOf(db, location)) !== null;
}
