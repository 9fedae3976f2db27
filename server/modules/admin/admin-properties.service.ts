import { adminMessages, type AdminListQuery, type AdminPropertyUpdate } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { DEFAULT_COORDINATES, materialInfoIssues } from '@contracts/user-property';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { uploadNameOf } from '../../lib/object-path';
import { badRequest, notFound, validationFailed } from '../../lib/http-error';
import { locatePostcode } from '../geocode/postcode-location';
import { attachUploads, uploadNamesOf } from '../objects/uploads.repository';
import { countMatches, findById, findPage, type PropertyRow } from '../properties/properties.repository';
import { toPropertyJson } from '../properties/property-presenter';
import * as listings from '../user-properties/user-properties.repository';
import { containsText, listOrPage } from './admin-list';

export const foreignImageMessage = "An image is not one of this listing's photos";
export const foreignFloorPlanMessage =
  "The floor plan must be the listing's own: an admin can keep or remove it";

const t = properties;

/** Every listing of any status (or those matching `q`), newest first. */
export function listProperties(db: Db, query: AdminListQuery) {
  const where = containsText([t.title, t.address, t.city, t.state, t.zipCode], query.q);
  return listOrPage<Property>(query, {
    all: async () => (await listings.listingsNewestFirst(db, where)).map(toPropertyJson),
    page: (window) => findPage(db, where, { sort: 'newest', ...window }),
    count: () => countMatches(db, where),
  });
}

const samePostcode = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * Where the listing stands after the edit: the coordinates sent; else, for a new postcode, its
 * position from the postcode table or the spec's default, as the owner's form places a listing;
 * else where it was (nothing to change).
 */
async function positionAfter(db: Db, current: PropertyRow, body: AdminPropertyUpdate) {
  if (body.latitude !== undefined && body.longitude !== undefined)
    return { latitude: String(body.latitude), longitude: String(body.longitude) };
  if (body.zipCode === undefined || samePostcode(body.zipCode, current.zipCode)) return {};
  const position = (await locatePostcode(db, body.zipCode)) ?? DEFAULT_COORDINATES;
  return { latitude: String(position.latitude), longitude: String(position.longitude) };
}

/** The columns the edit sets; undefined ones keep their values. */
async function changesOf(db: Db, current: PropertyRow, body: AdminPropertyUpdate) {
  return {
    title: body.title,
    price: body.price,
    propertyType: body.propertyType,
    address: body.address,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms?.toFixed(1),
    sqft: body.sqft,
    description: body.description,
    yearBuilt: body.yearBuilt,
    lotSize: body.lotSize?.toFixed(2),
    agentName: body.agentName,
    agentPhone: body.agentPhone,
    agentEmail: body.agentEmail,
    features: body.features,
    images: body.images,
    tenure: body.tenure,
    leaseYearsRemaining: body.leaseYearsRemaining,
    groundRent: body.groundRent,
    serviceCharge: body.serviceCharge,
    councilTaxBand: body.councilTaxBand,
    epcRating: body.epcRating,
    epcPotential: body.epcPotential,
    epcCertificateUrl: body.epcCertificateUrl,
    builtForm: body.builtForm,
    floorPlan: body.floorPlan,
    sharedOwnership: body.sharedOwnership,
    retirement: body.retirement,
    ...(await positionAfter(db, current, body)),
    // SPEC 4: an admin's save always makes the listing available.
    status: 'available',
  };
}

/**
 * The admin keeps, drops or reorders the listing's photos but cannot add any. Uploaded photos
 * dropped here are let go like the owner's (the cleanup job removes them).
 */
async function keepImages(db: Db, current: PropertyRow, body: AdminPropertyUpdate) {
  const { images, floorPlan } = body;
  if (images === undefined && floorPlan === undefined) return;
  if (images?.some((image) => !current.images.includes(image))) throw badRequest(foreignImageMessage);
  if (floorPlan != null && floorPlan !== current.floorPlan) throw badRequest(foreignFloorPlanMessage);
  if (!current.ownerId) return;
  const kept = [...(images ?? current.images), floorPlan === undefined ? current.floorPlan : floorPlan];
  const names = kept.map((image) => image && uploadNameOf(image)).filter((name): name is string => !!name);
  await attachUploads(db, current.ownerId, current.id, [...new Set(names)]);
}

/**
 * The material rules between fields, on the listing as the edit leaves it: an admin may send one
 * side only (a lease length for a listing already leasehold).
 */
function checkMaterialInfo(current: PropertyRow, body: AdminPropertyUpdate) {
  const after = <K extends keyof AdminPropertyUpdate & keyof PropertyRow>(key: K) =>
    body[key] === undefined ? current[key] : body[key];
  const issues = materialInfoIssues({
    zipCode: body.zipCode ?? current.zipCode,
    tenure: after('tenure'),
    leaseYearsRemaining: after('leaseYearsRemaining'),
    groundRent: after('groundRent'),
    councilTaxBand: after('councilTaxBand'),
    epcRating: after('epcRating'),
    epcPotential: after('epcPotential'),
  });
  if (issues.length > 0) throw validationFailed(issues);
}

/** SPEC 7/4: edits any listing; answers it as the owner's PUT does. */
export async function updateAsAdmin(db: Db, id: string, body: AdminPropertyUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findById(tx, id);
    if (!current) throw notFound(adminMessages.propertyNotFound);
    checkMaterialInfo(current, body);
    await keepImages(tx, current, body);
    const row = await listings.updateAnyListing(tx, id, await changesOf(tx, current, body), now);
    if (!row) throw notFound(adminMessages.propertyNotFound);
    return toPropertyJson(row);
  });
}

/**
 * Deletes any listing with everything that refers to it (ON DELETE CASCADE), as the owner's
 * delete does; returns its photos' names, whose files the caller removes once this is committed.
 */
export async function deleteAsAdmin(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const photos = await uploadNamesOf(tx, id);
    if (!(await listings.deleteAnyListing(tx, id))) throw notFound(adminMessages.propertyNotFound);
    return photos;
  });
}
