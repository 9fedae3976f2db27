import type { BuiltForm, CouncilTaxBand, EpcRating, Tenure } from '@contracts/material-info';
import { EPC_RATINGS } from '@contracts/material-info';
import { roundAskingPrice } from './price-index';
import { createRandom, type Random } from './prng';
import type { Form, RegionSpec } from './regions';

/*
 * Material information for demo listings, consistent with what the listing already is: a flat is
 * leasehold with a lease, charges and a band matching its price; an old house rates worse on its
 * EPC than a new one. Drawn from a random stream of its own, so adding it changed no other value
 * of any listing.
 */

export interface DemoMaterialInfo {
  tenure: Tenure;
  leaseYearsRemaining: number | null;
  groundRent: number | null;
  serviceCharge: number | null;
  councilTaxBand: CouncilTaxBand;
  epcRating: EpcRating;
  epcPotential: EpcRating;
  /** Always null: an invented certificate number would point at a real register page. */
  epcCertificateUrl: null;
  builtForm: BuiltForm;
  floorPlan: null;
  sharedOwnership: boolean;
  retirement: boolean;
}

export interface MaterialInput {
  seed: string;
  index: number;
  form: Form;
  /** The listing's words for its form ('end of terrace house', 'detached bungalow'). */
  label: string;
  price: number;
  yearBuilt: number | null;
  currentYear: number;
  postcode: string;
  region: RegionSpec;
}

const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
const WELSH_AREAS = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);
const areaOf = (postcode: string) => /^[A-Z]{1,2}/.exec(postcode.toUpperCase())?.[0] ?? '';

/** Upper bounds of each band's valuation (England and Scotland: April 1991; Wales: April 2003). */
const BAND_LIMITS: Record<'england' | 'scotland' | 'wales', number[]> = {
  england: [40_000, 52_000, 68_000, 88_000, 120_000, 160_000, 320_000],
  scotland: [27_000, 35_000, 45_000, 58_000, 80_000, 106_000, 212_000],
  wales: [44_000, 65_000, 91_000, 123_000, 162_000, 223_000, 324_000, 424_000],
};
const BANDS: CouncilTaxBand[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

function builtFormOf(form: Form, label: string, random: Random): BuiltForm {
  if (form === 'flat') return 'Flat or maisonette';
  if (form === 'bungalow') return 'Bungalow';
  if (label.startsWith('end of terrace')) return 'End of terrace';
  if (form === 'terraced' || form === 'townhouse') return 'Terraced';
  if (form === 'semi') return 'Semi-detached';
  if (form === 'detached') return 'Detached';
  return random.weighted({ Detached: 35, 'Semi-detached': 35, Terraced: 30 });
}

/**
 * The band from today's price taken back to the valuation date: London prices rose about seven
 * times since 1991, the North's under four, Wales's about twice since 2003.
 */
function councilTaxBand(input: MaterialInput, random: Random): CouncilTaxBand {
  const area = areaOf(input.postcode);
  const country = WELSH_AREAS.has(area) ? 'wales' : SCOTTISH_AREAS.has(area) ? 'scotland' : 'england';
  const growth = country === 'wales' ? 1.9 : 3.5 + (input.region.prices.S / 1_050_000) * 4;
  const valuation = (input.price / growth) * random.between(0.85, 1.15);
  const limits = BAND_LIMITS[country];
  const index = limits.findIndex((limit) => valuation <= limit);
  return BANDS[index === -1 ? limits.length : index]!;
}

/** Typical ratings by age: most pre-war homes are D or E, most new builds B. */
function epcRatings(input: MaterialInput, random: Random): [EpcRating, EpcRating] {
  const year = input.yearBuilt ?? 1960;
  const weights: Partial<Record<EpcRating, number>> =
    year < 1919
      ? { C: 8, D: 40, E: 40, F: 12 }
      : year < 1965
        ? { C: 20, D: 55, E: 25 }
        : year < 1991
          ? { C: 35, D: 50, E: 15 }
          : year < 2007
            ? { B: 10, C: 60, D: 30 }
            : year < 2012
              ? { B: 30, C: 65, D: 5 }
              : { A: 10, B: 85, C: 5 };
  let current = EPC_RATINGS.indexOf(random.weighted(weights));
  // Fewer outside walls: a flat often rates a band better than a house of its age.
  if (input.form === 'flat' && current > 1 && random.chance(0.4)) current -= 1;
  const potential = Math.max(0, current - random.int(current >= 3 ? 1 : 0, 2));
  return [EPC_RATINGS[current]!, EPC_RATINGS[potential]!];
}

function tenureOf(input: MaterialInput, random: Random): Tenure {
  // Scotland has no leasehold homes: flats are owned outright too.
  if (SCOTTISH_AREAS.has(areaOf(input.postcode))) return 'Freehold';
  if (input.form === 'flat') return random.chance(0.15) ? 'Share of freehold' : 'Leasehold';
  const newish = (input.yearBuilt ?? 0) >= 1995;
  return random.chance(newish ? 0.12 : 0.02) ? 'Leasehold' : 'Freehold';
}

/** Lease, ground rent and service charge: none for a freehold house, a flat's full set. */
function leaseTerms(input: MaterialInput, tenure: Tenure, random: Random) {
  if (tenure === 'Freehold') return { leaseYearsRemaining: null, groundRent: null, serviceCharge: null };
  const age = input.currentYear - (input.yearBuilt ?? input.currentYear - 60);
  const extended = tenure === 'Share of freehold' ? random.chance(0.6) : random.chance(0.15);
  const leaseYearsRemaining = extended
    ? 999 - Math.min(age, 60)
    : Math.max(55, (age < 30 ? 125 : random.pick([99, 125, 150])) - (age % 60));
  // Leases granted since mid-2022 carry no ground rent (Leasehold Reform (Ground Rent) Act 2022).
  const groundRent =
    tenure === 'Share of freehold' || (input.yearBuilt ?? 0) >= 2022
      ? 0
      : random.pick([50, 100, 150, 200, 250, 300, 350]);
  const serviceCharge =
    input.form === 'flat'
      ? Math.round(
          (Math.max(650, input.price * random.between(0.0035, 0.008)) *
            (input.region.key === 'docklands' ? 1.6 : 1)) /
            10,
        ) * 10
      : random.int(15, 40) * 10;
  return { leaseYearsRemaining, groundRent, serviceCharge };
}

/** The material information of demo listing `index` (its own random stream). */
export function materialInfoFor(input: MaterialInput): DemoMaterialInfo {
  const random = createRandom(`${input.seed}:material:${input.index}`);
  const tenure = tenureOf(input, random);
  const [epcRating, epcPotential] = epcRatings(input, random);
  const sharedOwnership =
    input.form === 'flat' && (input.yearBuilt ?? 0) >= 2000 && input.price < 450_000 && random.chance(0.1);
  const retirement =
    !sharedOwnership && (input.form === 'flat' || input.form === 'bungalow') && random.chance(0.07);
  return {
    tenure,
    ...leaseTerms(input, tenure, random),
    councilTaxBand: councilTaxBand(input, random),
    epcRating,
    epcPotential,
    epcCertificateUrl: null,
    builtForm: builtFormOf(input.form, input.label, random),
    floorPlan: null,
    sharedOwnership,
    retirement,
  };
}

/** A reduced demo listing's first asking price: 3% to 10% above today's, at a round figure. */
export function originalAskingPrice(seed: string, id: string, price: number): number {
  const random = createRandom(`${seed}:cut:${id}`);
  return Math.max(price + 5_000, roundAskingPrice(price / (1 - random.between(0.03, 0.1))));
}
