import { z } from 'zod';
import { publicUserSchema } from './auth';
import { idParamSchema } from './schema-helpers';
import { propertySchema } from './property';
import {
  coordinatesTogether,
  MAX_LISTING_IMAGES,
  materialInfoFields,
  propertyFormFields,
  userPropertyMessages,
} from './user-property';

export const adminMessages = {
  userDeleted: 'User deleted successfully.',
  cannotDeleteSelf: 'You cannot delete your own account from the admin panel.',
  userNotFound: 'User not found',
  propertyDeleted: 'Property deleted successfully.',
  propertyUpdated: 'Property updated successfully.',
  propertyNotFound: userPropertyMessages.notFound,
  deleteUserFailed: 'Failed to delete user. Please try again.',
  deletePropertyFailed: 'Failed to delete property. Please try again.',
  updatePropertyFailed: 'Failed to update property. Please try again.',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'Admin privileges required to access this page.',
} as const;

export const userIdParamSchema = idParamSchema(adminMessages.userNotFound);
export const adminPropertyIdParamSchema = idParamSchema(adminMessages.propertyNotFound);

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

/**
 * GET /api/admin/users and /api/admin/properties. Without `page` they answer the spec's plain
 * list; with it, one page and the total (the admin panel's search and paging). `q` matches
 * name, username or e-mail (users) or title, address, town, county or postcode (properties).
 */
export const adminListQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1' })
    .int({ message: 'Page must be a whole number from 1' })
    .min(1, { message: 'Page must be a whole number from 1' })
    .max(100_000, { message: 'Page must be at most 100000' })
    .optional(),
  pageSize: z.coerce
    .number({ message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .int({ message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .min(1, { message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .max(ADMIN_PAGE_SIZE_MAX, {
      message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`,
    })
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, { message: `Search must be at most ${ADMIN_SEARCH_MAX} characters` })
    .optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const adminUserListSchema = z.array(publicUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export const adminUserPageSchema = pageOf(publicUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminPropertyListSchema = z.array(propertySchema);
export const adminPropertyPageSchema = pageOf(propertySchema);
export type AdminPropertyPage = z.infer<typeof adminPropertyPageSchema>;

const f = propertyFormFields;

/** Left out, the value is kept; null clears it; anything else is checked like the owner's form. */
const clearable = <T extends z.ZodType>(field: T) => z.union([z.null(), field]);
const m = materialInfoFields;

/**
 * The listing's photos as the admin keeps them: its own current images (any subset, any order),
 * checked against the listing by the server. An admin cannot add photos (uploads belong to the
 * user who made them), and demo listings' pictures are not uploads, so the owner's upload-path
 * rule would refuse a dialog that just sends the images back.
 */
const adminImagesField = z
  .array(z.string({ message: "Each image must be one of the listing's photos" }), {
    message: 'Images must be a list',
  })
  .max(MAX_LISTING_IMAGES, { message: userPropertyMessages.tooManyImages })
  .refine((images) => new Set(images).size === images.length, { message: 'Each image can appear only once' });

/**
 * PUT /api/admin/properties/:id (SPEC 7). The admin dialog edits title, price, type, address,
 * town and county, which must be sent (the spec's messages when missing); other form fields may be
 * sent too and are checked by the same rules as the owner's form. Fields left out keep their
 * values; a new postcode without coordinates moves the listing to that postcode's position; the
 * status always becomes 'available' (SPEC 4).
 */
export const adminPropertyUpdateSchema = z
  .object(
    {
      title: f.title,
      price: f.price,
      // Required like the dialog's other fields: the owner's form defaults a missing type to House,
      // which here would silently change the listing.
      propertyType: z.preprocess((value) => value ?? '', f.propertyType),
      address: f.address,
      city: f.city,
      state: f.state,
      zipCode: f.zipCode.optional(),
      bedrooms: f.bedrooms.optional(),
      bathrooms: f.bathrooms.optional(),
      sqft: f.sqft.optional(),
      description: f.description,
      yearBuilt: f.yearBuilt,
      lotSize: f.lotSize,
      agentName: f.agentName,
      agentPhone: f.agentPhone,
      agentEmail: f.agentEmail,
      latitude: f.latitude,
      longitude: f.longitude,
      features: f.features.optional(),
      images: adminImagesField.optional(),
      tenure: clearable(m.tenure),
      leaseYearsRemaining: clearable(m.leaseYearsRemaining),
      groundRent: clearable(m.groundRent),
      serviceCharge: clearable(m.serviceCharge),
      councilTaxBand: clearable(m.councilTaxBand),
      epcRating: clearable(m.epcRating),
      epcPotential: clearable(m.epcPotential),
      epcCertificateUrl: clearable(m.epcCertificateUrl),
      builtForm: clearable(m.builtForm),
      /** The listing's own floor plan, or null to drop it (an admin cannot add uploads). */
      floorPlan: z.string({ message: "The floor plan must be the listing's own" }).nullable().optional(),
      sharedOwnership: m.sharedOwnership.optional(),
      retirement: m.retirement.optional(),
    },
    { message: 'Send the property as a JSON object' },
  )
  .superRefine(coordinatesTogether);
export type AdminPropertyUpdate = z.output<typeof adminPropertyUpdateSchema>;
/**
 * The material rules between fields (band I only in Wales, lease fields only with a lease) are
 * checked by the service on the listing as the edit leaves it, since a partial edit may change
 * one side only.
 */
/** What the admin dialog sends. */
export interface AdminPropertyUpdateInput {
  title: string;
  price: number | string;
  propertyType: string;
  address: string;
  city: string;
  state: string;
  [field: string]: unknown;
}
