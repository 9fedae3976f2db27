import { toNormalised } from 'postcode';
import { z } from 'zod';
import { idParamSchema } from './schema-helpers';
import { isBlank, fromText, optionalNumber, optionalText, requiredNumber, requiredText } from './form-input';
import {
  BUILT_FORMS,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LEASE_TENURES,
  MAX_ANNUAL_CHARGE,
  MAX_LEASE_YEARS,
  matchLabel,
  materialMessages,
  mayBeInWales,
  TENURES,
  type Tenure,
} from './material-info';
import { matchPropertyType, PROPERTY_TYPES } from './property-options';
import { UPLOAD_PATH_PATTERN } from './uploads';
import { groupedNumber } from './grouped-number';

/** SPEC 9: at most 5 images per listing (of MAX_IMAGE_BYTES each, see uploads). */
export const MAX_LISTING_IMAGES = 5;
export const EARLIEST_YEAR_BUILT = 1800;
/** SPEC 5: a listing saved without coordinates is placed here (unless its postcode is known). */
export const DEFAULT_COORDINATES = { latitude: 51.5074, longitude: -0.1278 } as const;
/**
 * The United Kingdom with a margin: Scilly and the Channel Islands in the south, Shetland in the
 * north, Northern Ireland's west coast, Lowestoft in the east.
 */
export const UK_BOUNDS = { south: 49, north: 61, west: -8.7, east: 1.8 } as const;

export const userPropertyMessages = {
  notFound: 'Property not found',
  title: 'Title is required',
  price: 'Price must be greater than 0',
  address: 'Address is required',
  city: 'City is required',
  state: 'State/County is required',
  zipCode: 'Post code is required',
  propertyType: 'Property type is required',
  bedrooms: 'Bedrooms must be 0 or more',
  bathrooms: 'Bathrooms is required',
  sqft: 'Square footage must be greater than 0',
  latitude: 'Latitude is required',
  longitude: 'Longitude is required',
  agentEmail: 'Valid agent email is required',
  tooManyImages: 'You can only upload up to 5 images',
} as const;

const m = userPropertyMessages;

const postcodeField = z
  .string({ error: (issue) => (issue.input === undefined ? m.zipCode : 'Post code must be text') })
  .refine((value) => value.trim() !== '', { message: m.zipCode })
  .transform((value, ctx) => {
    const normalised = value.trim().length <= 10 ? toNormalised(value.trim()) : null;
    if (normalised) return normalised;
    ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode, e.g. SW19 3ES' });
    return z.NEVER;
  });

const propertyTypeField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 'House';
    if (typeof value !== 'string') return value;
    return matchPropertyType(value) ?? value;
  },
  z.enum(PROPERTY_TYPES, {
    error: (issue) =>
      isBlank(issue.input) ? m.propertyType : `Property type must be one of ${PROPERTY_TYPES.join(', ')}`,
  }),
);

const currentYear = () => new Date().getFullYear();

const yearBuiltField = z.preprocess(
  (value) => (isBlank(value) ? undefined : fromText(value)),
  z
    .number({ message: 'Year built must be a year, e.g. 1930' })
    .int({ message: 'Year built must be a year, e.g. 1930' })
    .refine((year) => year >= EARLIEST_YEAR_BUILT && year <= currentYear(), {
      error: () => `Year built must be between ${EARLIEST_YEAR_BUILT} and ${currentYear()}`,
    })
    .optional(),
);

const latitudeMessage = `Latitude must be in the UK (between ${UK_BOUNDS.south} and ${UK_BOUNDS.north})`;
const longitudeMessage = `Longitude must be in the UK (between ${UK_BOUNDS.west} and ${UK_BOUNDS.east})`;
const coordinate = (label: string, min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : fromText(value)),
    z
      .number({ message: `${label} must be a number` })
      .min(min, { message })
      .max(max, { message })
      .optional(),
  );

const featuresMessage = 'Features must be a list or comma-separated text';

/** A list, or comma-separated text (SPEC 5: features are split on commas, trimmed, empties dropped). */
const featuresField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const items = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return value;
    return items.flatMap((item: string) => item.split(',').map((part) => part.trim())).filter(Boolean);
  },
  z
    .array(
      z
        .string({ message: featuresMessage })
        .max(100, { message: 'Each feature must be at most 100 characters' }),
      {
        message: featuresMessage,
      },
    )
    .max(30, { message: 'A listing can have at most 30 features' }),
);

const imagesField = z.preprocess(
  (value) => (value === undefined || value === null ? [] : value),
  z
    .array(
      z
        .string({ message: 'Each image must be a photo uploaded with the image picker' })
        .regex(UPLOAD_PATH_PATTERN, { message: 'Each image must be a photo uploaded with the image picker' }),
      { message: 'Images must be a list' },
    )
    .max(MAX_LISTING_IMAGES, { message: m.tooManyImages })
    .refine((images) => new Set(images).size === images.length, {
      message: 'Each image can appear only once',
    }),
);

/** One entry of a fixed list, in any case ('semi-detached' -> 'Semi-detached'); blank is "not given". */
function optionalChoice<T extends string>(
  label: string,
  labels: readonly [T, ...T[]],
  listed = labels.join(', '),
) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      return typeof value === 'string' ? (matchLabel(labels, value) ?? value) : value;
    },
    z.enum(labels, { message: `${label} must be one of ${listed}` }).optional(),
  );
}

const annualCharge = (label: string) =>
  optionalNumber({
    message: `${label} must be a whole number of pounds a year, 0 or more`,
    min: 0,
    max: MAX_ANNUAL_CHARGE,
    maxMessage: `${label} must be at most £${groupedNumber(MAX_ANNUAL_CHARGE)} a year`,
    integerMessage: `${label} must be whole pounds, e.g. 250`,
  });

const flag = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? false : value),
    z.boolean({ message: `${label} must be true or false` }),
  );

const uploadedImage = (message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.string({ message }).regex(UPLOAD_PATH_PATTERN, { message }).optional(),
  );

const floorPlanMessage = 'The floor plan must be an image uploaded with the image picker';

/**
 * The material information a UK listing states (National Trading Standards parts A to C), all
 * optional: tenure and, for leaseholds, the lease and its charges; council tax band; EPC ratings
 * and certificate; built form; floor plan; shared ownership and retirement homes.
 */
export const materialInfoFields = {
  tenure: optionalChoice('Tenure', TENURES),
  leaseYearsRemaining: optionalNumber({
    message: `Lease years must be a whole number from 0 to ${MAX_LEASE_YEARS}`,
    min: 0,
    max: MAX_LEASE_YEARS,
    maxMessage: `Lease years must be a whole number from 0 to ${MAX_LEASE_YEARS}`,
    integerMessage: `Lease years must be a whole number from 0 to ${MAX_LEASE_YEARS}`,
  }),
  groundRent: annualCharge('Ground rent'),
  serviceCharge: annualCharge('Service charge'),
  councilTaxBand: optionalChoice('Council tax band', COUNCIL_TAX_BANDS, 'A to H (I in Wales)'),
  epcRating: optionalChoice('EPC rating', EPC_RATINGS, 'A to G'),
  epcPotential: optionalChoice('EPC potential rating', EPC_RATINGS, 'A to G'),
  epcCertificateUrl: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z
      .url({
        protocol: /^https$/,
        message: 'The EPC certificate link must be an https:// address',
      })
      .max(500, { message: 'The EPC certificate link must be at most 500 characters' })
      .optional(),
  ),
  builtForm: optionalChoice('Built form', BUILT_FORMS),
  floorPlan: uploadedImage(floorPlanMessage),
  sharedOwnership: flag('Shared ownership'),
  retirement: flag('Retirement home'),
};

export interface MaterialInfoValues {
  zipCode?: string;
  tenure?: Tenure | null;
  leaseYearsRemaining?: number | null;
  groundRent?: number | null;
  councilTaxBand?: string | null;
  epcRating?: string | null;
  epcPotential?: string | null;
}

/**
 * Rules between material fields: band I only in Wales; lease years and ground rent only with a
 * lease; an EPC's potential never below its current rating. Run on a body, or on a listing as an
 * admin's partial edit leaves it.
 */
export function materialInfoIssues(values: MaterialInfoValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (values.councilTaxBand === 'I' && values.zipCode && !mayBeInWales(values.zipCode))
    issues.push({ path: 'councilTaxBand', message: materialMessages.bandIOutsideWales });
  const leased = values.tenure ? LEASE_TENURES.includes(values.tenure) : false;
  for (const field of ['leaseYearsRemaining', 'groundRent'] as const) {
    if (values[field] != null && !leased)
      issues.push({ path: field, message: materialMessages.leaseNeedsLeasehold });
  }
  if (values.epcRating && values.epcPotential && values.epcPotential > values.epcRating)
    issues.push({
      path: 'epcPotential',
      message: 'The EPC potential rating cannot be worse than the current rating',
    });
  return issues;
}

function checkMaterialInfo(body: MaterialInfoValues, ctx: z.RefinementCtx) {
  for (const issue of materialInfoIssues(body))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** Every field of the property form (SPEC 5), shared by the owner's form and the admin edit. */
export const propertyFormFields = {
  title: requiredText(m.title, 'Title', 200),
  price: requiredNumber({
    message: m.price,
    min: 1,
    max: 1_000_000_000,
    maxMessage: 'Price must be at most £1,000,000,000',
    integerMessage: 'Price must be a whole number of pounds',
  }),
  address: requiredText(m.address, 'Address', 200),
  city: requiredText(m.city, 'City', 100),
  state: requiredText(m.state, 'County/Region', 100),
  zipCode: postcodeField,
  propertyType: propertyTypeField,
  bedrooms: requiredNumber(
    {
      message: m.bedrooms,
      min: 0,
      max: 50,
      maxMessage: 'Bedrooms must be at most 50',
      integerMessage: 'Bedrooms must be a whole number',
    },
    1,
  ),
  bathrooms: requiredNumber(
    {
      message: m.bathrooms,
      min: 0,
      max: 9.9,
      maxMessage: 'Bathrooms must be at most 9.9',
      decimals: 1,
      decimalsMessage: 'Bathrooms can have one decimal place, e.g. 1.5',
    },
    1,
  ),
  sqft: requiredNumber(
    {
      message: m.sqft,
      min: 1,
      max: 1_000_000,
      maxMessage: 'Square footage must be at most 1,000,000',
      integerMessage: 'Square footage must be a whole number',
    },
    1000,
  ),
  description: optionalText('Description', 5000),
  yearBuilt: yearBuiltField,
  lotSize: optionalNumber({
    message: 'Lot size must be a number of acres greater than 0',
    min: 0.01,
    max: 999.99,
    maxMessage: 'Lot size must be at most 999.99 acres',
    decimals: 2,
    decimalsMessage: 'Lot size can have two decimal places, e.g. 0.25',
  }),
  latitude: coordinate('Latitude', UK_BOUNDS.south, UK_BOUNDS.north, latitudeMessage),
  longitude: coordinate('Longitude', UK_BOUNDS.west, UK_BOUNDS.east, longitudeMessage),
  agentName: optionalText('Agent name', 100),
  agentPhone: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ message: 'Agent phone must be text' })
      .regex(/^\+?[0-9 ()-]{6,30}$/, { message: 'Enter a valid phone number, e.g. 020 7946 0000' })
      .optional(),
  ),
  agentEmail: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z
      .email({ message: m.agentEmail })
      .max(100, { message: 'Agent email must be at most 100 characters' })
      .optional(),
  ),
  features: featuresField,
  images: imagesField,
  ...materialInfoFields,
};

/** The spec's simple form sends 0, 0 for "no position": the same as sending none. */
function dropZeroPosition(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const isZero = (v: unknown) => v === 0 || (typeof v === 'string' && v.trim() !== '' && Number(v) === 0);
  if (!isZero(body.latitude) || !isZero(body.longitude)) return value;
  const { latitude: _latitude, longitude: _longitude, ...rest } = body;
  return rest;
}

/** A position is a latitude and a longitude: one without the other is an error on the missing one. */
export function coordinatesTogether(body: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) {
  if (body.latitude !== undefined && body.longitude === undefined)
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: m.longitude });
  if (body.longitude !== undefined && body.latitude === undefined)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: m.latitude });
}

/**
 * POST /api/user/properties and PUT /api/user/properties/:id (SPEC 7 body, SPEC 5 rules). Serves
 * both of the spec's forms: fields the simple form leaves out take its defaults; keys the server
 * decides (status, ownerId) are ignored.
 */
export const userPropertyBodySchema = z.preprocess(
  dropZeroPosition,
  z
    .object(propertyFormFields, { message: 'Send the property as a JSON object' })
    .superRefine(coordinatesTogether)
    .superRefine(checkMaterialInfo),
);
/** What a client sends. Numbers may also come as form text ('250,000'); blanks mean "not given". */
export interface UserPropertyInput {
  title: string;
  price: number | string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  propertyType?: string;
  bedrooms?: number | string;
  bathrooms?: number | string;
  sqft?: number | string;
  description?: string;
  yearBuilt?: number | string | null;
  lotSize?: number | string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  agentName?: string;
  agentPhone?: string;
  agentEmail?: string;
  features?: string[] | string;
  images?: string[];
  tenure?: string | null;
  leaseYearsRemaining?: number | string | null;
  groundRent?: number | string | null;
  serviceCharge?: number | string | null;
  councilTaxBand?: string | null;
  epcRating?: string | null;
  epcPotential?: string | null;
  epcCertificateUrl?: string | null;
  builtForm?: string | null;
  floorPlan?: string | null;
  sharedOwnership?: boolean;
  retirement?: boolean;
}
export type UserPropertyBody = z.output<typeof userPropertyBodySchema>;

export const userPropertyIdParamSchema = idParamSchema(m.notFound);
