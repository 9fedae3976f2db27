import type { Property } from '@contracts/property';
import type { PropertyRow } from './properties.repository';

/**
 * A listing row as the API shows it (SPEC 3). Fields are copied one by one, so a column added to
 * the table later never leaks into responses by accident.
 */
export function toPropertyJson(row: PropertyRow): Property {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sqft: row.sqft,
    features: row.features,
    images: row.images,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    yearBuilt: row.yearBuilt,
    lotSize: row.lotSize,
    agentName: row.agentName,
    agentPhone: row.agentPhone,
    agentEmail: row.agentEmail,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tenure: row.tenure,
    leaseYearsRemaining: row.leaseYearsRemaining,
    groundRent: row.groundRent,
    serviceCharge: row.serviceCharge,
    councilTaxBand: row.councilTaxBand,
    epcRating: row.epcRating,
    epcPotential: row.epcPotential,
    epcCertificateUrl: row.epcCertificateUrl,
    builtForm: row.builtForm,
    floorPlan: row.floorPlan,
    sharedOwnership: row.sharedOwnership,
    retirement: row.retirement,
    reducedAt: row.reducedAt?.toISOString() ?? null,
    soldPrice: row.soldPrice,
    soldDate: row.soldDate,
  };
}

/** A response body PostgreSQL already wrote as JSON text (see pageQuery): sent as it is. */
class JsonText {
  constructor(readonly text: string) {}
}

/**
 * `text` as a route's reply, typed as the reply it holds. Only for routes whose serializer is
 * presentedListSerializer, which sends it without parsing or writing it again.
 */
export const presentedJson = <Reply>(text: string) => new JsonText(text) as unknown as Reply;

/**
 * Serializer for list responses: the page query already fixes their shape, so re-validating every
 * row against the schema (which stays for the OpenAPI document) would only cost time per request.
 * fast-json-stringify compiled from the schema was no faster than JSON.stringify on these rows.
 */
export const presentedListSerializer = () => (data: unknown) =>
  data instanceof JsonText ? data.text : JSON.stringify(data);
