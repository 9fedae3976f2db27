import type { Estimate, EstimateQuery, PriceIndexSeries } from '@contracts/estimate';
import { estimateMessages } from '@contracts/estimate';
import type { BuiltForm, Tenure } from '@contracts/material-info';
import type { Property } from '@contracts/property';
import { SOLD_ATTRIBUTION, SOLD_PROPERTY_TYPE_LABELS, SOLD_TENURE_LABELS } from '@contracts/sold/common';
import { soldMessages } from '@contracts/sold/search';
import { type SQL, sql } from 'drizzle-orm';
import { toNormalised, toOutcode } from 'postcode';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { addressKey } from '../sold/address';
import { addressesAtPostcode } from '../sold/property-history.repository';
import { findAddress } from '../sold/property-history.service';
import { RANGE_COVERAGE } from './calibration';
import {
  type EstimateOutcome,
  estimateValue,
  type EvidenceSale,
  LOOKBACK_YEARS,
  MIN_SECTOR_COMPARABLES,
  sameType,
  type Subject,
} from './estimate-value';
import { inArea, inDistrict, inSector, standardSalesWhere } from './evidence.repository';
import { homeKindOf, type LocalIndex, localIndexes, toKindedSale } from './local-index';
import { areaOf, sectorOf } from './postcode-parts';
import { monthOf, monthStart, yearsBefore } from './months';
import { readIndex } from './price-index.repository';

export const METHOD_SUMMARY =
  "We start from the home's own last sale, if it has one, moved to today's prices by the local price index (sales of the same kind of home in its postcode district, month by month). We add sales of the same type of home nearby in the last 10 years, each moved to today's prices the same way: sales in the same building, postcode and street count for more than sales elsewhere in the sector, and recent sales more than old ones. For a detached house, the value from nearby sales is taken 11% lower: in our backtest it ran that much above the prices paid, as an area's detached sales include its largest houses. The range is how far from our estimates the prices actually paid fell in our backtest, for estimates as sure as this one.";

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Sales of the home's type and kind the estimate may weigh: the newest this many around it. Older
 * ones in a dense sector weigh next to nothing (their weight halves every two years) and reading
 * tens of thousands of them was most of an estimate's time at 10,000,000 sales.
 */
const MAX_EVIDENCE = 2_000;

/** The standard sales of one home (its own sales), oldest first. */
const ownSales = (db: Db, postcode: string, key: string) =>
  standardSalesWhere(db, sql`s.postcode = ${postcode} and s.address_key = ${key}`);

/**
 * A home's own sales (read here unless given) and the same-type sales around it that an estimate
 * as of `asOf` may use: its postcode sector's, else its district's.
 */
async function evidenceFor(
  db: Db,
  subject: Subject,
  asOf: string,
  own: EvidenceSale[] | null,
): Promise<EvidenceSale[]> {
  const from = yearsBefore(asOf, LOOKBACK_YEARS);
  const types = subject.type === 'H' ? ['D', 'S', 'T'] : [subject.type];
  const around = (place: SQL) =>
    standardSalesWhere(
      db,
      sql`${place} and s.sale_date >= ${from} and s.sale_date < ${asOf}
          and s.property_type in (${sql.join(
            types.map((type) => sql`${type}`),
            sql`, `,
          )})`,
      { newest: MAX_EVIDENCE },
    );
  const [ownSold, sector] = await Promise.all([
    own ?? ownSales(db, subject.postcode, subject.addressKey),
    around(inSector(sectorOf(subject.postcode))),
  ]);
  const ofType = sector.filter((s) => s.addressKey !== subject.addressKey && sameType(subject.type, s.type));
  const near =
    ofType.length >= MIN_SECTOR_COMPARABLES ? sector : await around(inDistrict(toOutcode(subject.postcode)!));
  return [...ownSold, ...near];
}

/**
 * The stored index for today's values; for a past `asOf`, one built there and then from the sales
 * dated before it (so the answer is what could have been known that day, as in the backtest).
 */
async function indexFor(
  db: Db,
  subject: Subject,
  asOf: string,
  isToday: boolean,
): Promise<LocalIndex | null> {
  const district = toOutcode(subject.postcode)!;
  const kind = homeKindOf(subject.type === 'H' ? 'D' : subject.type);
  if (isToday) return readIndex(db, district, kind);
  const before = await standardSalesWhere(
    db,
    sql`${inArea(areaOf(district))} and s.sale_date < ${monthStart(monthOf(asOf))}`,
  );
  return localIndexes(before.map(toKindedSale))(district, kind);
}

function present(
  outcome: EstimateOutcome,
  base: {
    address: string;
    postcode: string;
    asOf: string;
    index: LocalIndex | null;
    askingPrice: number | null;
  },
): Estimate {
  const toSale = (s: EvidenceSale & { adjustedPrice: number; weight: number }) => ({
    address: s.fullAddress,
    postcode: s.postcode,
    date: s.date,
    price: s.price,
    adjustedPrice: s.adjustedPrice,
    weight: Math.round(s.weight * 10_000) / 10_000,
    propertyType: SOLD_PROPERTY_TYPE_LABELS[s.type],
    tenure: SOLD_TENURE_LABELS[s.tenure as keyof typeof SOLD_TENURE_LABELS] ?? s.tenure,
    newBuild: s.newBuild,
  });
  const index = base.index
    ? {
        district: toOutcode(base.postcode)!,
        kind: base.index.kind,
        level: base.index.level,
        place: base.index.place,
      }
    : null;
  const common = {
    address: base.address,
    postcode: base.postcode,
    asOf: base.asOf,
    rangeCoverage: RANGE_COVERAGE,
    methodSummary: METHOD_SUMMARY,
    index,
    askingPrice: base.askingPrice,
    attribution: SOLD_ATTRIBUTION,
  };
  if (outcome.kind === 'withheld') {
    return {
      ...common,
      status: 'withheld',
      reason: outcome.reason,
      estimate: null,
      low: null,
      high: null,
      confidence: null,
      method: null,
      lastSale: null,
      comparables: [],
      otherComparables: { count: 0, weight: 0 },
      askingPriceDifferencePercent: null,
    };
  }
  const v = outcome.value;
  return {
    ...common,
    status: 'estimate',
    reason: null,
    estimate: v.estimate,
    low: v.low,
    high: v.high,
    confidence: v.confidence,
    method: v.method,
    lastSale: v.lastSale ? toSale(v.lastSale) : null,
    comparables: v.comparables.map((c) => ({ ...toSale(c), relation: c.relation })),
    otherComparables: {
      count: v.otherComparables.count,
      weight: Math.round(v.otherComparables.weight * 10_000) / 10_000,
    },
    askingPriceDifferencePercent:
      base.askingPrice !== null
        ? Math.round(((base.askingPrice - v.estimate) / v.estimate) * 1000) / 10
        : null,
  };
}

async function estimate(
  db: Db,
  subject: Subject,
  labels: { address: string; askingPrice: number | null },
  asOfGiven: string | undefined,
  now: Date,
  /** The home's own sales when already read. */
  own: EvidenceSale[] | null = null,
): Promise<Estimate> {
  const asOf = asOfGiven ?? today(now);
  if (asOf > today(now)) throw badRequest(estimateMessages.asOfInvalid);
  const isToday = asOf === today(now);
  const [sales, index] = await Promise.all([
    evidenceFor(db, subject, asOf, own),
    indexFor(db, subject, asOf, isToday),
  ]);
  const outcome = estimateValue({ subject, asOf, sales, index });
  return present(outcome, { ...labels, postcode: subject.postcode, asOf, index });
}

/** GET /api/estimate: a sold address (as /api/property-history names it), valued as of a day. */
export async function estimateForAddress(db: Db, query: EstimateQuery, now: Date): Promise<Estimate> {
  const postcode = toNormalised(query.postcode.trim().replace(/\s+/g, ' '));
  if (!postcode) throw notFound(soldMessages.propertyNotFound);
  const match = findAddress(await addressesAtPostcode(db, postcode), query.address);
  if (!match) throw notFound(soldMessages.propertyNotFound);
  const own = await ownSales(db, postcode, match.addressKey);
  const latest = own.at(-1);
  if (!latest) {
    return present(
      {
        kind: 'withheld',
        reason:
          'This address has no standard residential sale on record (only garages, land or bulk transfers).',
      },
      {
        address: match.fullAddress,
        postcode,
        asOf: query.asOf ?? today(now),
        index: null,
        askingPrice: null,
      },
    );
  }
  return estimate(db, latest, { address: latest.fullAddress, askingPrice: null }, query.asOf, now, own);
}

const BUILT_FORM_TYPES: Partial<Record<BuiltForm, Subject['type']>> = {
  Detached: 'D',
  'Semi-detached': 'S',
  Terraced: 'T',
  'End of terrace': 'T',
  'Flat or maisonette': 'F',
  Bungalow: 'D',
};
const FLAT_LISTING_TYPES = new Set(['apartment', 'condo', 'flat']);
const TERRACE_LISTING_TYPES = new Set(['townhome', 'townhouse']);
const TENURE_CODES: Record<Tenure, string> = { Freehold: 'F', Leasehold: 'L', 'Share of freehold': 'L' };

/** What Land Registry would call the listed home: its type from the built form, else the listed type. */
function listingType(listing: Property): Subject['type'] {
  const fromForm = listing.builtForm ? BUILT_FORM_TYPES[listing.builtForm] : undefined;
  if (fromForm) return fromForm;
  const type = listing.propertyType.trim().toLowerCase();
  if (FLAT_LISTING_TYPES.has(type)) return 'F';
  return TERRACE_LISTING_TYPES.has(type) ? 'T' : 'H';
}

/** `Flat 2, 12 Acacia Avenue` -> SAON FLAT 2, PAON 12, street ACACIA AVENUE. */
function listedAddressParts(address: string) {
  const parts = address
    .toUpperCase()
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const line = parts.length > 1 && /^(FLAT|APARTMENT|UNIT)\b/.test(parts[0]!) ? parts[1]! : (parts[0] ?? '');
  const saon = parts.length > 1 && line === parts[1] ? parts[0]! : '';
  const numbered = /^(\d+[A-Z]?)\s+(.*)$/.exec(line);
  return { saon, paon: numbered ? numbered[1]! : line, street: numbered ? numbered[2]! : '' };
}

/** GET /api/properties/{id}/estimate: a listing valued from the sales around it, against its asking price. */
export async function estimateForListing(
  db: Db,
  listing: Property,
  asOf: string | undefined,
  now: Date,
): Promise<Estimate> {
  const postcode = toNormalised(listing.zipCode.trim().replace(/\s+/g, ' '));
  const address = [listing.address, listing.city].filter(Boolean).join(', ');
  if (!postcode || listing.builtForm === 'Park home') {
    return present(
      {
        kind: 'withheld',
        reason: postcode
          ? 'Park homes are not sold through HM Land Registry like other homes, so there is nothing to compare.'
          : 'This listing has no full UK postcode, so there are no sales to compare it with.',
      },
      {
        address,
        postcode: postcode ?? listing.zipCode,
        asOf: asOf ?? today(now),
        index: null,
        askingPrice: listing.price,
      },
    );
  }
  // A listing that sold before is matched to its Land Registry address, so its own sale counts.
  const known = findAddress(await addressesAtPostcode(db, postcode), listing.address);
  const parts = known
    ? { saon: known.saon ?? '', paon: known.paon ?? '', street: known.street ?? '' }
    : listedAddressParts(listing.address);
  const subject: Subject = {
    postcode,
    addressKey: known?.addressKey ?? addressKey(parts),
    ...parts,
    type: listingType(listing),
    tenure: listing.tenure ? TENURE_CODES[listing.tenure] : 'U',
    newBuild: false,
  };
  return estimate(db, subject, { address, askingPrice: listing.price }, asOf, now);
}

/** GET /api/sold-prices/index: the stored monthly index, the latest month = 100. */
export async function priceIndexSeries(
  db: Db,
  district: string,
  kind: 'flats' | 'houses',
): Promise<PriceIndexSeries> {
  const index = await readIndex(db, district, kind);
  if (!index) throw notFound(estimateMessages.indexNotFound);
  const last = index.logLevels[index.logLevels.length - 1]!;
  return {
    district,
    kind,
    level: index.level,
    place: index.place,
    months: Array.from(index.logLevels, (level, t) => ({
      month: monthStart(index.firstMonth + t).slice(0, 7),
      index: Math.round(Math.exp(level - last) * 1000) / 10,
      sales: index.sales[t]!,
    })),
    attribution: SOLD_ATTRIBUTION,
  };
}
