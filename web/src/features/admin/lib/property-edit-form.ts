import { type AdminPropertyUpdate, adminPropertyUpdateSchema } from '@contracts/admin';
import type { Property } from '@contracts/property';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatNumber } from '@/lib/format';

/** The 'Edit Property' dialog's fields (SPEC 2), as the inputs hold them. */
export interface PropertyEditValues {
  title: string;
  price: string;
  propertyType: string;
  address: string;
  city: string;
  state: string;
}

export const propertyEditFields = ['title', 'price', 'propertyType', 'address', 'city', 'state'] as const;

export function propertyEditValues(property: Property): PropertyEditValues {
  return {
    title: property.title,
    price: formatNumber(property.price),
    propertyType: property.propertyType,
    address: property.address,
    city: property.city,
    state: property.state,
  };
}

/**
 * Checks the dialog with the API's own rules (the shared contract, so the messages are the spec's:
 * 'Title is required', 'Price must be greater than 0'...) and hands the submit handler the body.
 */
export const propertyEditResolver: Resolver<PropertyEditValues, unknown, AdminPropertyUpdate> = async (
  values,
) => {
  const parsed = adminPropertyUpdateSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PropertyEditValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (isEditField(field) && !(field in errors))
      errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

export function isEditField(field: string): field is keyof PropertyEditValues {
  return (propertyEditFields as readonly string[]).includes(field);
}
