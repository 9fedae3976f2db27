import { z } from 'zod';

/** Settings the browser needs at run time (so a built bundle works under any configuration). */
export const siteConfigSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
