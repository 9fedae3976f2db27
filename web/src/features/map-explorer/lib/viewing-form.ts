import { viewingRequestSchema } from '@contracts/contact';
import { z } from 'zod';

/** The API's viewing request rules, with a plain message for a date not yet chosen. */
export const viewingFormSchema = viewingRequestSchema.extend({
  preferredDate: z
    .string()
    .min(1, { message: 'Choose a date for the viewing' })
    .pipe(viewingRequestSchema.shape.preferredDate),
});
