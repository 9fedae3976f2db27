import type { PublicUser } from '@contracts/auth';
import { BUDGET_MAX, PREFERENCE_PROPERTY_TYPES, type PreferencesInput } from '@contracts/preferences';
import { z } from 'zod';
import { formatNumber } from '@/lib/format';

/** The select value for "no preference" (Radix selects need a non-empty value). */
export const NO_PREFERENCE = 'any';

/** SPEC 2, Preferences: bedrooms 1 to 5+, bathrooms 1 to 4+ ('5+' is stored as 5). */
export const BEDROOM_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5+' },
] as const;
export const BATHROOM_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4+' },
] as const;

export interface PreferencesFormValues {
  preferredPropertyType: string;
  preferredLocation: string;
  minBudget: string;
  maxBudget: string;
  preferredBedrooms: string;
  preferredBathrooms: string;
}

/** '£250,000' or '250000' -> 250000; '' -> null; anything else -> NaN (the schema refuses it). */
export function parseBudget(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const budget = z.string().refine(
  (text) => {
    const value = parseBudget(text);
    return value === null || (Number.isFinite(value) && value <= BUDGET_MAX);
  },
  { message: 'Enter a whole number of pounds, such as 250,000' },
);

export const preferencesFormSchema = z
  .object({
    preferredPropertyType: z.string(),
    preferredLocation: z.string().max(100, { message: 'Location must be at most 100 characters' }),
    minBudget: budget,
    maxBudget: budget,
    preferredBedrooms: z.string(),
    preferredBathrooms: z.string(),
  })
  .refine(
    (values) => {
      const [min, max] = [parseBudget(values.minBudget), parseBudget(values.maxBudget)];
      return min === null || max === null || Number.isNaN(min) || Number.isNaN(max) || min <= max;
    },
    { message: 'The maximum budget must not be less than the minimum', path: ['maxBudget'] },
  );

const budgetText = (value: number | null) => (value === null ? '' : formatNumber(value));

/** The form prefilled from the current user (SPEC 2: prefilled from the current user). */
export function formValuesFrom(user: PublicUser | null): PreferencesFormValues {
  return {
    preferredPropertyType: user?.preferredPropertyType ?? NO_PREFERENCE,
    preferredLocation: user?.preferredLocation ?? '',
    minBudget: budgetText(user?.minBudget ?? null),
    maxBudget: budgetText(user?.maxBudget ?? null),
    preferredBedrooms: user?.preferredBedrooms ? String(Math.min(user.preferredBedrooms, 5)) : NO_PREFERENCE,
    preferredBathrooms: user?.preferredBathrooms
      ? String(Math.min(user.preferredBathrooms, 4))
      : NO_PREFERENCE,
  };
}

const choice = (value: string) => (value === NO_PREFERENCE ? null : value);
const count = (value: string) => (value === NO_PREFERENCE ? null : Number(value));

/** The request body: every field sent, "no preference" as null (the API replaces the whole set). */
export function toPreferencesBody(values: PreferencesFormValues): PreferencesInput {
  return {
    preferredPropertyType: choice(values.preferredPropertyType),
    preferredLocation: values.preferredLocation.trim() || null,
    minBudget: parseBudget(values.minBudget),
    maxBudget: parseBudget(values.maxBudget),
    preferredBedrooms: count(values.preferredBedrooms),
    preferredBathrooms: count(values.preferredBathrooms),
  };
}

/** The type options: the spec's six, plus a stored type the screen does not list (set through the API). */
export function typeOptions(current: string): string[] {
  const types: string[] = [...PREFERENCE_PROPERTY_TYPES];
  return current === NO_PREFERENCE || types.includes(current) ? types : [...types, current];
}
