import { z } from 'zod';
import { propertySchema } from './property';

/** Answer of GET and POST /api/properties/:id/favorite (SPEC 3, Favourite toggle response). */
export const favoriteStatusSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

export const favoriteMessages = {
  notSaved: 'This property is not in your favourites',
} as const;

/** A saved home in GET /api/user/favorites: the listing, when it was saved and the user's private note. */
export const savedPropertySchema = propertySchema.extend({
  savedAt: z.string(),
  note: z.string().nullable(),
});
export type SavedProperty = z.infer<typeof savedPropertySchema>;
export const savedPropertyListSchema = z.array(savedPropertySchema);

export const FAVORITE_NOTE_MAX = 1000;

/** PUT /api/user/favorites/:id/note. An empty note removes it. */
export const favoriteNoteSchema = z.object(
  {
    note: z
      .string({ message: 'note must be text' })
      .trim()
      .max(FAVORITE_NOTE_MAX, { message: `note must be at most ${FAVORITE_NOTE_MAX} characters` })
      .refine((value) => !value.includes('\u0000'), {
        message: 'note contains characters that are not allowed',
      }),
  },
  { message: 'Request body must be a JSON object with a note' },
);
export type FavoriteNoteInput = z.input<typeof favoriteNoteSchema>;
export const favoriteNoteResponseSchema = z.object({ note: z.string().nullable() });

/** The comparison shows at most this many saved homes side by side. */
export const COMPARE_MAX = 4;
const compareIdsMessage = `ids must list 1 to ${COMPARE_MAX} saved property ids, separated by commas`;

/** GET /api/user/favorites/compare?ids=a,b,c */
export const compareQuerySchema = z.object({
  ids: z
    .string({ message: compareIdsMessage })
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.uuid({ message: compareIdsMessage }))
        .min(1, { message: compareIdsMessage })
        .max(COMPARE_MAX, { message: compareIdsMessage })
        .refine((ids) => new Set(ids).size === ids.length, { message: 'ids must not repeat a property' }),
    ),
});

/**
 * Median price of recent HM Land Registry sales of the same kind of home (flats, or houses) around a
 * listing: its postcode sector when that has enough sales, else its district.
 */
export const localMedianSchema = z.object({
  median: z.number().int(),
  sales: z.number().int(),
  /** 'SW19 3' (sector) or 'SW19' (district). */
  area: z.string(),
  kind: z.enum(['flats', 'houses']),
  firstSale: z.string(),
  lastSale: z.string(),
});
export type LocalMedian = z.infer<typeof localMedianSchema>;

export const comparedHomeSchema = z.object({
  property: propertySchema,
  /** Whole pounds per square foot; null when the floor area is unknown. */
  pricePerSqft: z.number().int().nullable(),
  localMedian: localMedianSchema.nullable(),
});
export type ComparedHome = z.infer<typeof comparedHomeSchema>;

export const comparisonSchema = z.object({
  homes: z.array(comparedHomeSchema),
  attribution: z.string(),
});
export type Comparison = z.infer<typeof comparisonSchema>;
