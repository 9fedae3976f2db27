import type { Random } from './prng';
import type { Form, SoldType } from './regions';
import { ADJECTIVES, CLOSINGS, FEATURES, GARDENS, KITCHENS, LIVING, SETTINGS } from './word-lists';

/** How each form is priced: the sold type it follows, a premium or discount, and its usual bedrooms. */
export const FORM_PRICING: Record<Form, { type: SoldType; factor: number; typicalBeds: number }> = {
  detached: { type: 'D', factor: 1, typicalBeds: 4 },
  semi: { type: 'S', factor: 1, typicalBeds: 3 },
  terraced: { type: 'T', factor: 1, typicalBeds: 3 },
  townhouse: { type: 'T', factor: 1.25, typicalBeds: 3 },
  flat: { type: 'F', factor: 1, typicalBeds: 2 },
  bungalow: { type: 'D', factor: 0.8, typicalBeds: 3 },
  cottage: { type: 'S', factor: 1.05, typicalBeds: 3 },
};

const BEDROOMS: Record<Form, Record<string, number>> = {
  flat: { 0: 8, 1: 35, 2: 45, 3: 12 },
  terraced: { 2: 35, 3: 45, 4: 15, 5: 5 },
  semi: { 2: 15, 3: 55, 4: 25, 5: 5 },
  detached: { 3: 25, 4: 45, 5: 22, 6: 8 },
  townhouse: { 3: 40, 4: 45, 5: 15 },
  bungalow: { 2: 50, 3: 40, 4: 10 },
  cottage: { 1: 10, 2: 45, 3: 35, 4: 10 },
};

/** Floor area grows with bedrooms: [base, per bedroom] in square feet. */
const AREA: Record<Form, [number, number]> = {
  flat: [330, 200],
  terraced: [400, 250],
  semi: [450, 260],
  detached: [600, 330],
  townhouse: [500, 330],
  bungalow: [350, 280],
  cottage: [350, 250],
};

/** Plot sizes in acres; flats have none. */
const PLOT: Partial<Record<Form, [number, number]>> = {
  detached: [0.15, 0.6],
  semi: [0.08, 0.25],
  terraced: [0.03, 0.1],
  townhouse: [0.03, 0.08],
  bungalow: [0.1, 0.4],
  cottage: [0.1, 0.8],
};

/** Build periods typical of each form: [from, to, weight]. */
const BUILT: Record<Form, [number, number, number][]> = {
  terraced: [
    [1880, 1914, 6],
    [1919, 1939, 2],
    [1990, 2022, 2],
  ],
  semi: [
    [1919, 1939, 5],
    [1950, 1979, 3],
    [1990, 2022, 2],
  ],
  detached: [
    [1900, 1939, 2],
    [1950, 1989, 4],
    [1990, 2023, 4],
  ],
  townhouse: [
    [1820, 1900, 1],
    [2000, 2023, 1],
  ],
  flat: [
    [1890, 1914, 2],
    [1960, 1989, 2],
    [2000, 2024, 6],
  ],
  bungalow: [[1950, 1985, 1]],
  cottage: [[1700, 1900, 1]],
};

export function bedroomsFor(form: Form, random: Random): number {
  return Number(random.weighted(BEDROOMS[form]));
}

export function sqftFor(form: Form, bedrooms: number, random: Random): number {
  const [base, perBedroom] = AREA[form];
  return Math.round(((base + perBedroom * bedrooms) * random.between(0.9, 1.15)) / 5) * 5;
}

/** Whole bathrooms mostly; a '.5' is a cloakroom WC. */
export function bathroomsFor(form: Form, bedrooms: number, random: Random): string {
  let baths: number;
  if (form === 'flat') baths = bedrooms <= 1 ? 1 : bedrooms === 2 ? random.pick([1, 2]) : 2;
  else if (bedrooms <= 2) baths = random.chance(0.2) ? 1.5 : 1;
  else if (bedrooms === 3) baths = random.pick([1, 1.5, 2, 2]);
  else if (bedrooms === 4) baths = random.pick([2, 2, 2.5, 3]);
  else baths = random.pick([3, 3, 4]);
  return baths.toFixed(1);
}

export function lotSizeFor(form: Form, random: Random): string | null {
  const plot = PLOT[form];
  return plot ? random.between(plot[0], plot[1]).toFixed(2) : null;
}

export function yearBuiltFor(form: Form, random: Random, currentYear: number): number | null {
  if (random.chance(0.05)) return null;
  const periods = BUILT[form];
  const [from, to] = periods[Number(random.weighted(Object.fromEntries(periods.map((p, i) => [i, p[2]]))))]!;
  return Math.min(currentYear, random.int(from, to));
}

/** The listing's type as the site's filters know it. */
export function propertyTypeFor(form: Form, random: Random, apartmentShare: number): string {
  switch (form) {
    case 'detached':
    case 'semi':
      return 'House';
    case 'terraced':
      return random.chance(0.4) ? 'Townhome' : 'House';
    case 'townhouse':
      return 'Townhouse';
    case 'flat':
      return random.chance(apartmentShare) ? 'Apartment' : 'Flat';
    case 'bungalow':
      return 'Bungalow';
    case 'cottage':
      return 'Cottage';
  }
}

export function labelFor(form: Form, propertyType: string, random: Random): string {
  switch (form) {
    case 'detached':
      return 'detached house';
    case 'semi':
      return 'semi-detached house';
    case 'terraced':
      return random.chance(0.25) ? 'end of terrace house' : 'terraced house';
    case 'townhouse':
      return 'town house';
    case 'flat':
      return propertyType === 'Apartment' ? 'apartment' : 'flat';
    case 'bungalow':
      return random.chance(0.7) ? 'detached bungalow' : 'semi-detached bungalow';
    case 'cottage':
      return 'cottage';
  }
}

export function titleFor(bedrooms: number, label: string, locality: string): string {
  return bedrooms === 0 ? `Studio ${label} in ${locality}` : `${bedrooms} bedroom ${label} in ${locality}`;
}

export function featuresFor(form: Form, random: Random): string[] {
  const own =
    form === 'flat'
      ? FEATURES.flat
      : form === 'cottage'
        ? FEATURES.cottage
        : form === 'bungalow'
          ? FEATURES.bungalow
          : FEATURES.house;
  const extra = form === 'cottage' || form === 'bungalow' ? random.sample(FEATURES.house, 2) : [];
  const picked = [
    ...random.sample(own, random.int(3, 4)),
    ...extra,
    ...random.sample(FEATURES.common, random.int(1, 2)),
  ];
  return [...new Set(picked)];
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

export interface DescriptionInput {
  form: Form;
  label: string;
  locality: string;
  streetKind: string;
  bedrooms: number;
  bathrooms: string;
  transport: string;
  hasParking: boolean;
}

export function descriptionFor(input: DescriptionInput, random: Random): string {
  const { form, label, locality, bedrooms } = input;
  const baths = Math.floor(Number(input.bathrooms));
  const rooms =
    bedrooms === 0
      ? 'a combined living and sleeping area'
      : `${bedrooms === 1 ? 'one double bedroom' : `${NUMBER_WORDS[bedrooms] ?? bedrooms} bedrooms`}`;
  const bathPhrase =
    baths >= 2
      ? `${NUMBER_WORDS[baths] ?? baths} bathrooms`
      : form === 'flat'
        ? 'a bathroom'
        : 'a family bathroom';
  const sentences = [
    `A ${random.pick(ADJECTIVES)} ${label} on a ${random.pick(SETTINGS)} ${input.streetKind === 'Gardens' ? 'road' : input.streetKind.toLowerCase()} in ${locality}.`,
    `The accommodation comprises ${random.pick(LIVING)}, ${random.pick(KITCHENS)}, ${rooms} and ${bathPhrase}.`,
    form === 'flat'
      ? `Residents benefit from ${random.pick(['a secure entrance', 'well-kept communal areas', 'a lift to every floor', 'bike storage'])}${input.hasParking ? ' and allocated parking' : ''}.`
      : `Outside there is ${random.pick(GARDENS)}${input.hasParking ? ' and off-street parking' : ''}.`,
    `Everything is within easy reach: ${input.transport}.`,
    random.pick(CLOSINGS),
  ];
  return sentences.join(' ');
}
