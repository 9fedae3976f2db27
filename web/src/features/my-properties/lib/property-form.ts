import type { Property } from '@contracts/property';
import { type UserPropertyBody, userPropertyBodySchema } from '@contracts/user-property';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The listing form's values: what the inputs hold (text), plus the photos in their order. */
export interface PropertyFormValues {
  title: string;
  price: string;
  propertyType: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  description: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  yearBuilt: string;
  lotSize: string;
  latitude: string;
  longitude: string;
  agentName: string;
  agentPhone: string;
  agentEmail: string;
  /** Comma-separated, as typed. */
  features: string;
  images: string[];
  // Material information (issue 17): '' is "not stated".
  tenure: string;
  leaseYearsRemaining: string;
  groundRent: string;
  serviceCharge: string;
  councilTaxBand: string;
  epcRating: string;
  epcPotential: string;
  epcCertificateUrl: string;
  builtForm: string;
  /** An uploaded image's path, or ''. */
  floorPlan: string;
  sharedOwnership: boolean;
  retirement: boolean;
}

/** A new listing: the simple form's defaults (SPEC 5), everything else to fill in. */
export const emptyPropertyForm: PropertyFormValues = {
  title: '',
  price: '',
  propertyType: 'House',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  description: '',
  bedrooms: '1',
  bathrooms: '1.0',
  sqft: '',
  yearBuilt: '',
  lotSize: '',
  latitude: '',
  longitude: '',
  agentName: '',
  agentPhone: '',
  agentEmail: '',
  features: '',
  images: [],
  tenure: '',
  leaseYearsRemaining: '',
  groundRent: '',
  serviceCharge: '',
  councilTaxBand: '',
  epcRating: '',
  epcPotential: '',
  epcCertificateUrl: '',
  builtForm: '',
  floorPlan: '',
  sharedOwnership: false,
  retirement: false,
};

/** '51.42310000' -> '51.4231': the column's padding means nothing to a person. */
const plain = (value: string | null) => (value === null ? '' : String(Number(value)));

export function propertyFormValues(property: Property): PropertyFormValues {
  return {
    title: property.title,
    price: String(property.price),
    propertyType: property.propertyType,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    description: property.description,
    bedrooms: String(property.bedrooms),
    bathrooms: property.bathrooms,
    sqft: String(property.sqft),
    yearBuilt: property.yearBuilt === null ? '' : String(property.yearBuilt),
    lotSize: plain(property.lotSize),
    latitude: plain(property.latitude),
    longitude: plain(property.longitude),
    agentName: property.agentName ?? '',
    agentPhone: property.agentPhone ?? '',
    agentEmail: property.agentEmail ?? '',
    features: property.features.join(', '),
    images: property.images,
    tenure: property.tenure ?? '',
    leaseYearsRemaining: text(property.leaseYearsRemaining),
    groundRent: text(property.groundRent),
    serviceCharge: text(property.serviceCharge),
    councilTaxBand: property.councilTaxBand ?? '',
    epcRating: property.epcRating ?? '',
    epcPotential: property.epcPotential ?? '',
    epcCertificateUrl: property.epcCertificateUrl ?? '',
    builtForm: property.builtForm ?? '',
    floorPlan: property.floorPlan ?? '',
    sharedOwnership: property.sharedOwnership,
    retirement: property.retirement,
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The fuller form asks for more than the API insists on (SPEC 5, Property form). */
function fullerFormIssues(values: PropertyFormValues) {
  const issues: { field: keyof PropertyFormValues; message: string }[] = [];
  if (values.description.trim() === '')
    issues.push({ field: 'description', message: 'Description is required' });
  if (!values.features.split(',').some((feature) => feature.trim() !== ''))
    issues.push({ field: 'features', message: 'At least one feature is required' });
  return issues;
}

/**
 * Checks the form with the API's own rules (the shared contract, so the messages are the same)
 * plus the fuller form's, and hands the submit handler the body to send.
 */
export const propertyFormResolver: Resolver<PropertyFormValues, unknown, UserPropertyBody> = async (
  values,
) => {
  const parsed = userPropertyBodySchema.safeParse(values);
  const errors: FieldErrors<PropertyFormValues> = {};
  const add = (field: string, message: string) => {
    if (field in values && !(field in errors))
      Object.assign(errors, { [field]: { type: 'validate', message } });
  };
  for (const issue of parsed.error?.issues ?? []) add(String(issue.path[0]), issue.message);
  for (const issue of fullerFormIssues(values)) add(issue.field, issue.message);
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};
