import { thumbnailPathOf, UPLOAD_PATH_PATTERN } from '@contracts/listing-images';
import path from 'node:path';

/** Served types: images only, so a stored file can never be delivered as a page or a script. */
export const OBJECT_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_DEPTH = 6;

/** Where stored objects live: `${dataDir}/objects`; `/objects/<key>` serves `<root>/<key>`. */
export const objectsRoot = (dataDir: string) => path.join(dataDir, 'objects');

/**
 * The file a request key names inside `root`, or null when the key is not a plain relative path
 * of safe segments (no '..', no empty or hidden segments, no backslashes, no encoded tricks left
 * after decoding). The final prefix check is a second guard should the rules above ever loosen.
 */
export function resolveObjectPath(root: string, key: string): string | null {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > MAX_DEPTH) return null;
  if (!segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null;
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...segments);
  return resolved.startsWith(base + path.sep) ? resolved : null;
}

export function contentTypeOf(file: string): string | undefined {
  return OBJECT_CONTENT_TYPES[path.extname(file).toLowerCase()];
}

/** Keys of an uploaded photo and its thumbnail, by the stored name the server gave it. */
export const uploadKeys = (name: string) => ({
  display: `uploads/${name}.webp`,
  thumbnail: thumbnailPathOf(`uploads/${name}.webp`),
});

/** The path that serves a stored object. */
export const objectUrl = (key: string) => `/objects/${key}`;

/** The stored name of an uploaded photo's path (`/objects/uploads/<name>.webp`), or null. */
export function uploadNameOf(objectPath: string): string | null {
  return UPLOAD_PATH_PATTERN.exec(objectPath)?.[1] ?? null;
}
