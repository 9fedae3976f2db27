import { z } from 'zod';

/** GET /api/sold-prices/status: whether sold data is loaded, loading or updated, and how to load it. */
export const soldStatusSchema = z.object({
  /** Some sold transactions are in the database. */
  loaded: z.boolean(),
  /** A load started by this server (demo data, or the first start's download) is running. */
  loading: z.boolean(),
  /** What that load is doing: downloading a file (bytes of total) or importing it (rows read). */
  progress: z
    .object({
      stage: z.enum(['downloading', 'importing']),
      file: z.string(),
      bytes: z.number().optional(),
      total: z.number().optional(),
      rows: z.number().int().optional(),
    })
    .nullable(),
  /** When the sold data last changed: the last monthly update applied, or the last load. */
  updatedAt: z.string().nullable(),
  /** The last monthly change file applied (the update job or `npm run data:update`). */
  lastUpdate: z
    .object({
      fileName: z.string(),
      appliedAt: z.string(),
      added: z.number().int(),
      changed: z.number().int(),
      deleted: z.number().int(),
      durationMs: z.number().int(),
    })
    .nullable(),
  transactions: z.number().int(),
  postcodes: z.number().int(),
  /** First and last sale dates held, YYYY-MM-DD. */
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  attribution: z.string(),
  /** Commands that load the official files. */
  howToLoad: z.array(z.string()),
});
export type SoldStatus = z.infer<typeof soldStatusSchema>;
