import { z } from 'zod';

/** SPEC 9: 10 MB per photo. */
export const MAX_IMAGE_BYTES = 10_485_760;

export { UPLOAD_PATH_PATTERN } from './listing-images';

/** POST /api/objects/upload (SPEC 3, Upload result). */
export const uploadUrlSchema = z.object({ uploadURL: z.string(), expiresAt: z.string() });
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** The answer to the PUT of an image: where the stored photo and its thumbnail are served. */
export const uploadedImageSchema = z.object({ objectPath: z.string(), thumbnailPath: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
