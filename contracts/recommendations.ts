import { z } from 'zod';
import { propertySchema } from './property';

/** SPEC 9: recommendations show at most 3 reasons. */
export const MAX_REASONS = 3;
/** How many homes GET /api/recommendations returns. */
export const RECOMMENDATION_LIMIT = 12;

/** A recommended listing with why it was chosen (SPEC 3, Recommendation items). */
export const recommendationSchema = propertySchema.extend({
  reasons: z.array(z.string()).min(1).max(MAX_REASONS),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationListSchema = z.array(recommendationSchema);

/** GET /api/recommendations/insights (SPEC 7): the user's own activity, then the whole site's. */
export const insightsSchema = z.object({
  userViews: z.number().int(),
  userFavorites: z.number().int(),
  userSearches: z.number().int(),
  totalPropertyViews: z.number().int(),
  totalPropertyFavorites: z.number().int(),
});
export type Insights = z.infer<typeof insightsSchema>;
