import { z } from 'zod';

/** Answer of GET and POST /api/properties/:id/favorite (SPEC 3, Favourite toggle response). */
export const favoriteStatusSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;
