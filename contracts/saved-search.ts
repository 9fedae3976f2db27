import { z } from 'zod';
import { idParamSchema, strictFields } from './schema-helpers';
import { propertyFiltersSchema } from './property';

/** A person's saved searches are a short list they manage by hand, not an archive. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

export const savedSearchMessages = {
  notFound: 'Saved search not found',
  nameRequired: 'Give your search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  nameTaken: 'You already have a saved search with this name',
  noFilters: 'Choose at least one filter before saving a search',
  limitReached: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  nothingToChange: 'Send a new name or alertsEnabled',
  badUnsubscribeLink: 'This unsubscribe link is not valid. Sign in to manage your alerts on your dashboard.',
} as const;

export const savedSearchIdParamSchema = idParamSchema(savedSearchMessages.notFound);

const nameSchema = z
  .string({ message: savedSearchMessages.nameRequired })
  .trim()
  .min(1, { message: savedSearchMessages.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { message: savedSearchMessages.nameTooLong });

const alertsSchema = z.boolean({ message: 'alertsEnabled must be true or false' });

export const createSavedSearchSchema = strictFields({
  name: nameSchema,
  filters: propertyFiltersSchema.refine((filters) => Object.values(filters).some((v) => v !== undefined), {
    message: savedSearchMessages.noFilters,
  }),
  alertsEnabled: alertsSchema.default(true),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** The rename form: the name alone. */
export const renameSavedSearchSchema = strictFields({ name: nameSchema });

export const updateSavedSearchSchema = strictFields({
  name: nameSchema.optional(),
  alertsEnabled: alertsSchema.optional(),
}).refine((body) => body.name !== undefined || body.alertsEnabled !== undefined, {
  message: savedSearchMessages.nothingToChange,
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  alertsEnabled: z.boolean(),
  /** Available listings matching it that appeared since its owner last opened it. */
  newMatches: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

export const unsubscribeSchema = strictFields({
  token: z.string({ message: savedSearchMessages.badUnsubscribeLink }).min(1).max(200),
});
export const unsubscribeResultSchema = z.object({ message: z.string(), name: z.string().nullable() });
