import type { Property } from '@contracts/property';
import { DEFAULT_COORDINATES, type UserPropertyBody, userPropertyMessages } from '@contracts/user-property';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/index';
import { uploadNameOf } from '../../lib/object-path';
import { badRequest, notFound } from '../../lib/http-error';
import { locatePostcode } from '../geocode/postcode-location';
import { attachUploads, uploadNamesOf } from '../objects/uploads.repository';
import { toPropertyJson } from '../properties/property-presenter';
import * as repo from './user-properties.repository';

/** SPEC 5: the user form's fallback phone. Ofcom keeps 020 7946 0xxx for drama: it never rings anyone. */
export const PLACEHOLDER_PHONE = '020 7946 0000';

export const foreignImageMessage =
  'An image is not one of your uploaded photos, or it was removed: please upload it again';

type Owner = Pick<typeof users.$inferSelect, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

/** SPEC 5: agent name from first and last name, then username, then 'Property Owner'. */
export function ownerName(user: Owner) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username || 'Property Owner';
}

/**
 * The stored fields of a listing body: the spec's fallbacks for the agent, and without coordinates
 * the postcode's position from the postcode table, else the spec's default (central London).
 */
async function listingFields(db: Db, user: Owner, body: UserPropertyBody): Promise<repo.ListingFields> {
  const position =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : ((await locatePostcode(db, body.zipCode)) ?? DEFAULT_COORDINATES);
  return {
    title: body.title,
    description: body.description ?? '',
    price: body.price,
    address: body.address,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    propertyType: body.propertyType,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms.toFixed(1),
    sqft: body.sqft,
    features: body.features,
    images: body.images,
    latitude: String(position.latitude),
    longitude: String(position.longitude),
    yearBuilt: body.yearBuilt ?? null,
    lotSize: body.lotSize?.toFixed(2) ?? null,
    agentName: body.agentName ?? ownerName(user),
    agentPhone: body.agentPhone ?? PLACEHOLDER_PHONE,
    agentEmail: body.agentEmail ?? user.email,
    tenure: body.tenure ?? null,
    leaseYearsRemaining: body.leaseYearsRemaining ?? null,
    groundRent: body.groundRent ?? null,
    serviceCharge: body.serviceCharge ?? null,
    councilTaxBand: body.councilTaxBand ?? null,
    epcRating: body.epcRating ?? null,
    epcPotential: body.epcPotential ?? null,
    epcCertificateUrl: body.epcCertificateUrl ?? null,
    builtForm: body.builtForm ?? null,
    floorPlan: body.floorPlan ?? null,
    sharedOwnership: body.sharedOwnership,
    retirement: body.retirement,
  };
}

/**
 * Gives the listing the photos its images and floor plan name; each must be one of the user's own
 * uploads.
 */
async function attachImages(db: Db, userId: string, propertyId: string, body: UserPropertyBody) {
  const uploaded = body.floorPlan ? [...body.images, body.floorPlan] : body.images;
  const names = [...new Set(uploaded.map((image) => uploadNameOf(image)!))];
  const missing = await attachUploads(db, userId, propertyId, names);
  if (missing.length > 0) throw badRequest(foreignImageMessage);
}

export async function listOwn(db: Db, userId: string): Promise<Property[]> {
  return (await repo.ownListings(db, userId)).map(toPropertyJson);
}

export async function createOwn(db: Db, user: Owner, body: UserPropertyBody): Promise<Property> {
  const fields = await listingFields(db, user, body);
  return db.transaction(async (tx) => {
    const row = await repo.insertListing(tx, user.id, fields);
    await attachImages(tx, user.id, row.id, body);
    return toPropertyJson(row);
  });
}

/** 404, never 403, for a listing the user does not own: ids of others' listings must not leak. */
export async function updateOwn(db: Db, user: Owner, id: string, body: UserPropertyBody, now: Date) {
  const fields = await listingFields(db, user, body);
  return db.transaction(async (tx) => {
    const row = await repo.updateOwnListing(tx, user.id, id, fields, now);
    if (!row) throw notFound(userPropertyMessages.notFound);
    await attachImages(tx, user.id, row.id, body);
    return toPropertyJson(row);
  });
}

/**
 * Deletes the listing with its favourites and views in one transaction; returns the names of its
 * uploaded photos, whose files the caller removes once the deletion is committed.
 */
export async function deleteOwn(db: Db, userId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const names = await uploadNamesOf(tx, id);
    if (!(await repo.deleteOwnListing(tx, userId, id))) throw notFound(userPropertyMessages.notFound);
    return names;
  });
}
