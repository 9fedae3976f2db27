// Field builders for bodies that come from HTML forms as well as JSON: blanks, typed numbers, text.
import { z } from 'zod';

/** Form inputs send '' for an empty box: the same as leaving the field out. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** JSON numbers, or numbers typed into a form ('250,000', ' 1.5 '). */
export const fromText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?[\d,]*\.?\d+\s*$/.test(value)
    ? Number(value.replace(/[,\s]/g, ''))
    : value;

export interface NumberRules {
  /** Message for a missing or non-numeric value and for one below `min`. */
  message: string;
  min: number;
  max: number;
  maxMessage: string;
  integerMessage?: string;
  decimals?: number;
  decimalsMessage?: string;
}

export function numberRules(rules: NumberRules) {
  let schema = z.number({ message: rules.message }).min(rules.min, { message: rules.message });
  schema = schema.max(rules.max, { message: rules.maxMessage });
  if (rules.integerMessage) schema = schema.int({ message: rules.integerMessage });
  const decimals = rules.decimals;
  if (decimals !== undefined) {
    schema = schema.refine((n) => Number.isInteger(Math.round(n * 10 ** decimals * 1e6) / 1e6), {
      message: rules.decimalsMessage,
    });
  }
  return schema;
}

/**
 * A number the listing must have. Left out, it takes the spec's default when there is one (the
 * simple form sends no bedrooms); a blank box is still an error.
 */
export const requiredNumber = (rules: NumberRules, fallback?: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? fallback : fromText(value)),
    numberRules(rules),
  );

/** A number the listing may leave out. */
export const optionalNumber = (rules: NumberRules) =>
  z.preprocess((value) => (isBlank(value) ? undefined : fromText(value)), numberRules(rules).optional());

/** Free text kept exactly as sent (React renders it as text, so markup stays inert). */
/** Text: left out, it is `required`; sent as another type (a number, a list), '{label} must be text'. */
export const textInput = (required: string, label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? required : `${label} must be text`,
  });

export const requiredText = (message: string, label: string, max: number) =>
  textInput(message, label)
    .refine((value) => value.trim() !== '', { message })
    .refine((value) => value.length <= max, { message: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ message: `${label} must be text` })
      .max(max, { message: `${label} must be at most ${max} characters` })
      .optional(),
  );
