import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';

/** Listings marked sold when HM Land Registry registers a sale of their address (issue 21). */
export const soldListingMessages = {
  notMarked: 'This listing is not marked as sold',
  notYours: 'Only the owner of this listing or an administrator can undo its sale',
  undone: 'The sale has been undone: the listing is for sale again',
} as const;

/** GET /api/admin/sold-listings: one page, most recently marked first. */
export const soldListingsQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1' })
    .int({ message: 'Page must be a whole number from 1' })
    .min(1, { message: 'Page must be a whole number from 1' })
    .max(100_000, { message: 'Page must be at most 100000' })
    .default(1),
  pageSize: z.coerce
    .number({ message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .int({ message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .min(1, { message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
    .max(ADMIN_PAGE_SIZE_MAX, {
      message: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`,
    })
    .default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type SoldListingsQuery = z.output<typeof soldListingsQuerySchema>;

export const soldListingSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  /** When the listing went up (ISO timestamp). */
  listedAt: z.string(),
  ownerId: z.uuid().nullable(),
  /** The owner's e-mail, who was told; null for listings without an owner (demo listings). */
  ownerEmail: z.string().nullable(),
  /** HM Land Registry's transaction id of the matched sale. */
  transactionId: z.uuid(),
  soldPrice: z.number().int(),
  /** YYYY-MM-DD. */
  soldDate: z.string(),
  /** When the listing was marked sold (ISO timestamp). */
  matchedAt: z.string(),
});
export type SoldListing = z.infer<typeof soldListingSchema>;

export const soldListingPageSchema = z.object({
  items: z.array(soldListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SoldListingPage = z.infer<typeof soldListingPageSchema>;
