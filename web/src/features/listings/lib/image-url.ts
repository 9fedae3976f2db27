/** Shown by cards and galleries when a picture fails to load (served from web/public). */
export const PLACEHOLDER_IMAGE = '/placeholder-house.jpg';

const PRIVATE_UPLOAD = /\/\.?private\/uploads\/([^/?#]+)/;

/**
 * Where the browser fetches a listing picture from (SPEC 7, Images): stored paths live under
 * /objects, uploads from the old object store map to /objects/uploads, other web addresses are
 * used as they are, and a bare file name is an upload.
 */
export function resolveImageUrl(src: string): string {
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) {
    const upload = PRIVATE_UPLOAD.exec(value);
    return upload ? `/objects/uploads/${upload[1]}` : value;
  }
  if (/^(data|blob):/i.test(value)) return value;
  if (value.startsWith('/objects/')) return value;
  if (value.startsWith('/')) return `/objects${value}`;
  return `/objects/uploads/${value}`;
}

/** The listing's pictures, resolved, blanks dropped. */
export function listingImages(images: readonly string[]): string[] {
  return images.filter((image) => image.trim() !== '').map(resolveImageUrl);
}
