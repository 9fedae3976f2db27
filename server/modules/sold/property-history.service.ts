import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { soldMessages } from '@contracts/sold/search';
import { NEARBY_SALES_MAX, type PropertyHistory, type PropertyHistoryQuery } from '@contracts/sold/history';
import { toNormalised, toSector } from 'postcode';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findPostcode } from '../postcodes/postcodes.repository';
import { addressForMatching } from './address';
import { formatPrice, toMetres, toMiles } from './present';
import {
  type AddressAtPostcode,
  addressesAtPostcode,
  type NearbySale,
  recentSalesAtPostcode,
  recentSalesNear,
  salesOfProperty,
  sectorMediansByYear,
} from './property-history.repository';

/** Nearby sales beyond the property's own postcode are looked for within this distance. */
const NEARBY_RADIUS_MILES = 0.5;

/**
 * The address a client sends is the `address` of a search result, perhaps retyped: it matches a
 * sale's displayed address, or its SAON, PAON and street, ignoring case, commas and spacing.
 */
export function findAddress(
  candidates: readonly AddressAtPostcode[],
  address: string,
): AddressAtPostcode | undefined {
  const wanted = addressForMatching(address);
  return (
    candidates.find((c) => addressForMatching(c.fullAddress) === wanted) ??
    candidates.find(
      (c) => addressForMatching([c.saon, c.paon, c.street].filter(Boolean).join(' ')) === wanted,
    )
  );
}

const percentChange = (change: number, previous: number) =>
  previous > 0 ? Math.round((change / previous) * 1000) / 10 : 0;

/** GET /api/property-history: a property's sales, recent sales around it and the local price trend. */
export async function propertyHistory(db: Db, query: PropertyHistoryQuery): Promise<PropertyHistory> {
  const postcode = toNormalised(query.postcode.trim().replace(/\s+/g, ' '));
  const sector = postcode ? toSector(postcode) : null;
  if (!postcode || !sector) throw notFound(soldMessages.propertyNotFound);
  const match = findAddress(await addressesAtPostcode(db, postcode), query.address);
  if (!match) throw notFound(soldMessages.propertyNotFound);

  const sales = await salesOfProperty(db, postcode, match.addressKey);
  const [latest] = sales;
  if (!latest) throw notFound(soldMessages.propertyNotFound);
  // The change leads to the latest sale, from the one before it, both standard residential sales:
  // a garage or locker sold under the same address, or a bulk transfer's price, is no measure of
  // what the home is worth. With a non-standard latest sale there is no change to show.
  const previous = latest.standard ? sales.slice(1).find((s) => s.standard) : undefined;
  const position = await findPostcode(db, postcode);

  const neighbours: NearbySale[] = await recentSalesAtPostcode(
    db,
    postcode,
    match.addressKey,
    NEARBY_SALES_MAX,
  );
  if (neighbours.length < NEARBY_SALES_MAX && position) {
    const more = await recentSalesNear(
      db,
      position,
      toMetres(NEARBY_RADIUS_MILES),
      postcode,
      NEARBY_SALES_MAX - neighbours.length,
    );
    neighbours.push(...more);
  }
  const averagePrice = neighbours.length
    ? Math.round(neighbours.reduce((sum, s) => sum + s.price, 0) / neighbours.length)
    : 0;
  const priceChange = previous ? latest.price - previous.price : 0;

  return {
    currentProperty: {
      address: latest.address,
      postcode,
      date: latest.date,
      propertyType: latest.propertyType,
      formattedPrice: formatPrice(latest.price),
      price: latest.price,
      tenure: latest.tenure,
      newBuild: latest.newBuild,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    },
    priceHistory: sales.map((s) => ({
      id: s.id,
      formattedPrice: formatPrice(s.price),
      price: s.price,
      date: s.date,
      propertyType: s.propertyType,
      newBuild: s.newBuild,
      tenure: s.tenure,
      category: s.category,
    })),
    neighboringSales: neighbours.map((s) => ({
      id: s.id,
      address: s.address,
      postcode: s.postcode,
      date: s.date,
      propertyType: s.propertyType,
      formattedPrice: formatPrice(s.price),
      price: s.price,
      // Same-postcode neighbours share the property's centroid: distance 0 when it is known.
      ...(position ? { distance: toMiles(s.metres ?? 0) } : {}),
    })),
    averagePrice,
    priceChange,
    priceChangePercent: previous ? percentChange(priceChange, previous.price) : 0,
    areaMedianByYear: await sectorMediansByYear(db, sector),
    area: sector,
    attribution: SOLD_ATTRIBUTION,
  };
}
