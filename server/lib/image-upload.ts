import { UPLOAD_IMAGE_SIZES } from '@contracts/listing-images';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Bytes needed to tell the accepted types apart. */
export const SNIFF_BYTES = 12;

/**
 * The image type the file's first bytes prove, or null. The declared content type is never
 * trusted: an SVG (which can carry script) or an HTML page sent as image/png is refused here.
 */
export function sniffImageType(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const ascii = head.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A decoded image this large (a "pixel bomb" can be a few kilobytes of PNG) is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const { display: DISPLAY_SIZE, thumbnail: THUMBNAIL_SIZE } = UPLOAD_IMAGE_SIZES;

export interface ReencodedImage {
  display: Buffer;
  thumbnail: Buffer;
}

/**
 * Decodes the image and writes it again as WebP: turned upright by its EXIF orientation, every
 * piece of metadata (GPS position, camera, comments) left behind, at a display size and a
 * thumbnail size. Throws on anything that does not decode cleanly, including truncated files.
 */
export async function reencodeImage(file: string): Promise<ReencodedImage> {
  const display = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const thumbnail = await sharp(display)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { display, thumbnail };
}
