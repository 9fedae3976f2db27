import type { NewPropertyRow } from '../modules/properties/properties.repository';
import { type Medians, medianKey, type Place } from './area-data';
import { EXTERIOR_OF, imagesByKind, type Room } from './image-pool';
import {
  bathroomsFor,
  bedroomsFor,
  descriptionFor,
  featuresFor,
  FORM_PRICING,
  labelFor,
  lotSizeFor,
  propertyTypeFor,
  sqftFor,
  titleFor,
  yearBuiltFor,
} from './listing-parts';
import { materialInfoFor } from './listing-material';
import { createRandom, deterministicUuid, type Random, weightedSchedule } from './prng';
import { roundAskingPrice } from './price-index';
import type { Form, RegionSpec, SoldType } from './regions';
import {
  AGENCIES,
  BUILDING_KINDS,
  FIRST_NAMES,
  LAST_NAMES,
  STREET_KINDS,
  STREET_STEMS,
  WATERSIDE_BUILDING_KINDS,
} from './word-lists';

/** A region with what is known locally: real postcodes with sales and their medians, or neither. */
export interface RegionContext {
  spec: RegionSpec;
  places: Place[];
  medians: Medians;
}

export interface GenerateOptions {
  seed: string;
  count: number;
  /** Listing dates are spread over the months before this moment. */
  now: Date;
  regions: RegionContext[];
}

/** A generated listing: every column set. */
export type DemoListing = Required<NewPropertyRow>;

/** Below this many sales a district's median is too noisy; the region's level is used instead. */
const MIN_LOCAL_SALES = 5;
const STATUSES = { available: 70, new: 18, reduced: 12 };
const ROOM_ORDER: Room[] = ['living-room', 'kitchen', 'bedroom', 'bathroom'];
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const DAY_MS = 86_400_000;

/** 'NEWCASTLE UPON TYNE' -> 'Newcastle upon Tyne', 'STOKE-ON-TRENT' -> 'Stoke-on-Trent'. */
export function titleCase(text: string): string {
  const small = new Set(['upon', 'on', 'le', 'la', 'in', 'and', 'the', 'under', 'by', 'of']);
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) => (i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * Postcode-shaped places around a region's town centres, for when no postcode data is loaded. The
 * inward codes are made up, so they are plausible in the right district but not real addresses.
 */
export function fallbackPlaces(spec: RegionSpec, seed: string): Place[] {
  const random = createRandom(`${seed}:places:${spec.key}`);
  return spec.towns.flatMap((town) =>
    Array.from({ length: 12 }, () => ({
      postcode: `${town.district} ${random.int(1, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`,
      latitude: town.latitude + random.between(-0.008, 0.008),
      longitude: town.longitude + random.between(-0.012, 0.012),
      district: town.district,
      town: town.city,
      locality: town.locality,
      county: spec.county,
    })),
  );
}

/** The local median for the form, else the region's sales-weighted level, else the built-in level. */
function basePrice(region: RegionContext, district: string, type: SoldType): number {
  const local = region.medians.get(medianKey(district, type));
  if (local && local.sales >= MIN_LOCAL_SALES) return local.median;
  let weighted = 0;
  let sales = 0;
  for (const [key, value] of region.medians) {
    if (key.endsWith(`|${type}`)) {
      weighted += value.median * value.sales;
      sales += value.sales;
    }
  }
  return sales >= MIN_LOCAL_SALES ? weighted / sales : region.spec.prices[type];
}

function localityFor(spec: RegionSpec, place: Place, random: Random): string {
  const curated = spec.localities[place.district];
  if (curated?.length) return random.pick(curated);
  if (place.locality) return titleCase(place.locality);
  const fallback = spec.localities['*'];
  if (fallback?.length) return random.pick(fallback);
  return titleCase(place.town ?? spec.city ?? spec.county);
}

function agentFor(spec: RegionSpec, random: Random) {
  const agencies = createRandom(`agencies:${spec.key}`).sample(AGENCIES, 3);
  const agency = random.pick(agencies);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const domain = `${agency.toLowerCase().replace(/[^a-z]/g, '')}.example`;
  return {
    agentName: `${first} ${last}, ${agency}`,
    agentEmail: `${first}.${last}@${domain}`.toLowerCase(),
    agentPhone: `${spec.phonePrefix}${String(random.int(0, 999)).padStart(3, '0')}`,
  };
}

function imagesFor(form: Form, random: Random): string[] {
  const pool = imagesByKind();
  const rooms = ROOM_ORDER.slice(0, random.int(2, 4)).map((room) => random.pick(pool.get(room)!));
  return [random.pick(pool.get(EXTERIOR_OF[form])!), ...rooms];
}

function generateOne(seed: string, index: number, region: RegionContext, now: Date): DemoListing {
  const random = createRandom(`${seed}:listing:${index}`);
  const { spec } = region;
  const place = random.pick(region.places);
  const form = random.weighted(spec.forms);
  const bedrooms = bedroomsFor(form, random);
  const pricing = FORM_PRICING[form];
  const bedroomFactor = Math.max(0.55, 1 + 0.16 * (bedrooms - pricing.typicalBeds));
  const price = roundAskingPrice(
    basePrice(region, place.district, pricing.type) *
      pricing.factor *
      bedroomFactor *
      random.between(0.85, 1.2),
  );
  const propertyType = propertyTypeFor(
    form,
    random,
    spec.key === 'docklands' || spec.key === 'edgbaston' ? 0.6 : 0.3,
  );
  const label = labelFor(form, propertyType, random);
  const locality = localityFor(spec, place, random);
  const streetKind = random.pick(STREET_KINDS);
  const street = `${random.pick(STREET_STEMS)} ${streetKind}`;
  const buildingKinds = spec.key === 'docklands' ? WATERSIDE_BUILDING_KINDS : BUILDING_KINDS;
  const address =
    form === 'flat'
      ? `Flat ${random.int(1, 48)}, ${random.pick(STREET_STEMS)} ${random.pick(buildingKinds)}, ${street}`
      : `${random.int(1, 180)} ${street}`;
  const bathrooms = bathroomsFor(form, bedrooms, random);
  const status = random.weighted(STATUSES);
  const ageDays = status === 'new' ? random.between(0, 7) : random.between(7, 150);
  const createdAt = new Date(now.getTime() - Math.round(ageDays * DAY_MS));
  const updatedAt =
    status === 'reduced'
      ? new Date(createdAt.getTime() + Math.round(random.between(0.2, 0.9) * ageDays * DAY_MS))
      : createdAt;
  const jitter = () => random.between(-0.00025, 0.00025);
  const yearBuilt = yearBuiltFor(form, random, now.getUTCFullYear());

  return {
    id: deterministicUuid(seed, String(index)),
    title: titleFor(bedrooms, label, locality),
    description: descriptionFor(
      {
        form,
        label,
        locality,
        streetKind,
        bedrooms,
        bathrooms,
        transport: spec.transport,
        hasParking: random.chance(0.5),
      },
      random,
    ),
    price,
    address,
    city: spec.city ?? titleCase(place.town ?? spec.county),
    state: spec.county,
    zipCode: place.postcode,
    propertyType,
    bedrooms,
    bathrooms,
    sqft: sqftFor(form, bedrooms, random),
    features: featuresFor(form, random),
    images: imagesFor(form, random),
    latitude: (place.latitude + jitter()).toFixed(6),
    longitude: (place.longitude + jitter()).toFixed(6),
    status,
    yearBuilt,
    lotSize: lotSizeFor(form, random),
    ...agentFor(spec, random),
    ownerId: null,
    createdAt,
    updatedAt,
    ...materialInfoFor({
      seed,
      index,
      form,
      label,
      price,
      yearBuilt,
      currentYear: now.getUTCFullYear(),
      postcode: place.postcode,
      region: spec,
    }),
    // A reduced listing was cut when it was last updated (its history: seedDemoListings).
    reducedAt: status === 'reduced' ? updatedAt : null,
    // Marked sold only by the sold-listings job, from HM Land Registry's sales.
    soldPrice: null,
    soldDate: null,
  };
}

/**
 * Demo listings, fully determined by the seed, the moment and the regions' data: each listing
 * draws from its own random stream, so listing n is the same whatever the count.
 */
export function generateListings(options: GenerateOptions): DemoListing[] {
  const usable = options.regions.filter((region) => region.places.length > 0);
  const byKey = new Map(usable.map((region) => [region.spec.key, region]));
  const schedule = weightedSchedule(
    Object.fromEntries(usable.map((r) => [r.spec.key, r.spec.weight])),
    options.count,
  );
  return schedule.map((key, index) => generateOne(options.seed, index, byKey.get(key)!, options.now));
}
