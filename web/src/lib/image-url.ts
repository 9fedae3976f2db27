import {
  DEMO_IMAGE_PATTERN,
  DEMO_IMAGE_SIZES,
  thumbnailPathOf,
  UPLOAD_IMAGE_SIZES,
  UPLOAD_PATH_PATTERN,
} from '@contracts/listing-images';

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

export interface ImageSources {
  src: string;
  /** The stored sizes as width descriptors; absent when only one size exists (other web addresses). */
  srcSet?: string;
}

/**
 * The stored sizes of a resolved listing picture (contracts/listing-images.ts): an upload and a
 * demo picture each have a thumbnail beside them, so a phone or a small card fetches that.
 */
export function imageSources(url: string): ImageSources {
  const sizes = UPLOAD_PATH_PATTERN.test(url)
    ? UPLOAD_IMAGE_SIZES
    : DEMO_IMAGE_PATTERN.test(url)
      ? DEMO_IMAGE_SIZES
      : undefined;
  if (!sizes) return { src: url };
  return {
    src: url,
    srcSet: `${thumbnailPathOf(url)} ${sizes.thumbnail}w, ${url} ${sizes.display}w`,
  };
}

/** A listing card's picture: a third of the 1280-pixel page on a wide screen, half or all of a phone's. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
