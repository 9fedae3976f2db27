import { z } from 'zod';
import { strictFields } from './schema-helpers';
import { LOCATION_MAX, matchPropertyType, PROPERTY_TYPES } from './property-options';
import { groupedNumber } from './grouped-number';

/** The property types the preferences screen offers (SPEC 2, Preferences); the API accepts every listing type. */
export const PREFERENCE_PROPERTY_TYPES = [
  'House',
  'Apartment',
  'Flat',
  'Bungalow',
  'Cottage',
  'Townhouse',
] as const;

/** SPEC 5: bedrooms and bathrooms 1 to 10. */
export const PREFERRED_ROOMS_MIN = 1;
export const PREFERRED_ROOMS_MAX = 10;
/** Far above any UK home, well inside the integer column. */
export const BUDGET_MAX = 1_000_000_000;

export const preferencesMessages = {
  saved: 'Your preferences have been saved successfully.',
  minAboveMax: 'minBudget must not be greater than maxBudget',
} as const;

/** '' and null both mean "no preference". */
const blankToNull = (value: unknown) => (value === '' || value === null ? null : value);

const budget = (name: string) => {
  const message = `${name} must be a whole number of pounds from 0 to ${groupedNumber(BUDGET_MAX)}`;
  return z.preprocess(
    blankToNull,
    z
      .number({ message })
      .int({ message })
      .min(0, { message })
      .max(BUDGET_MAX, { message })
      .nullable()
      .default(null),
  );
};

const rooms = (name: string) => {
  const message = `${name} must be a whole number from ${PREFERRED_ROOMS_MIN} to ${PREFERRED_ROOMS_MAX}`;
  return z.preprocess(
    blankToNull,
    z
      .number({ message })
      .int({ message })
      .min(PREFERRED_ROOMS_MIN, { message })
      .max(PREFERRED_ROOMS_MAX, { message })
      .nullable()
      .default(null),
  );
};

const propertyType = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return blankToNull(value);
    const trimmed = value.trim();
    return trimmed === '' ? null : (matchPropertyType(trimmed) ?? value);
  },
  z
    .enum(PROPERTY_TYPES, { message: `preferredPropertyType must be one of ${PROPERTY_TYPES.join(', ')}` })
    .nullable()
    .default(null),
);

const location = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ message: 'preferredLocation must be text' })
    .trim()
    .max(LOCATION_MAX, { message: `preferredLocation must be at most ${LOCATION_MAX} characters` })
    .refine((text) => ![...text].some((c) => c.charCodeAt(0) < 0x20), {
      message: 'preferredLocation contains characters that are not allowed',
    })
    .nullable()
    .default(null),
);

/**
 * POST /api/user/preferences (SPEC 5, Preferences): every field optional. The body is the whole set,
 * as the form shows it: a field left out, null or blank means "no preference" and clears it.
 */
export const preferencesSchema = strictFields(
  {
    preferredPropertyType: propertyType,
    preferredLocation: location,
    minBudget: budget('minBudget'),
    maxBudget: budget('maxBudget'),
    preferredBedrooms: rooms('preferredBedrooms'),
    preferredBathrooms: rooms('preferredBathrooms'),
  },
  'Request body must be a JSON object of preference fields',
).refine((p) => p.minBudget === null || p.maxBudget === null || p.minBudget <= p.maxBudget, {
  message: preferencesMessages.minAboveMax,
  path: ['minBudget'],
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type Preferences = z.output<typeof preferencesSchema>;

/** What the API answers: the preferences as stored. */
export const preferencesResponseSchema = z.object({
  preferredPropertyType: z.string().nullable(),
  preferredLocation: z.string().nullable(),
  minBudget: z.number().int().nullable(),
  maxBudget: z.number().int().nullable(),
  preferredBedrooms: z.number().int().nullable(),
  preferredBathrooms: z.number().int().nullable(),
});
