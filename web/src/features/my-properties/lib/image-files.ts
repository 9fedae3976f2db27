import { thumbnailPathOf, UPLOAD_PATH_PATTERN } from '@contracts/listing-images';
import { MAX_IMAGE_BYTES } from '@contracts/uploads';
import { MAX_LISTING_IMAGES, userPropertyMessages } from '@contracts/user-property';

/** The types the server accepts (it checks the bytes; this only saves a pointless upload). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface PickedFiles {
  accepted: File[];
  /** One readable line per refused file, or for the whole choice. */
  problems: string[];
}

/**
 * Sorts a choice of files (SPEC 5, Image picker): images only, 10 MB each, and no more than the
 * listing's 5 photos counting those it has and those already waiting.
 */
export function pickImageFiles(files: readonly File[], alreadyUsed: number): PickedFiles {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      problems.push(`${file.name} is not a JPEG, PNG, WebP or GIF image`);
    else if (file.size > MAX_IMAGE_BYTES) problems.push(`${file.name} is larger than 10 MB`);
    else accepted.push(file);
  }
  const room = Math.max(0, MAX_LISTING_IMAGES - alreadyUsed);
  if (accepted.length > room) {
    problems.unshift(userPropertyMessages.tooManyImages);
    accepted.length = room;
  }
  return { accepted, problems };
}

/** The thumbnail the server made beside an uploaded photo; other images are their own thumbnail. */
export const thumbnailOf = (image: string) =>
  UPLOAD_PATH_PATTERN.test(image) ? thumbnailPathOf(image) : image;

/** Moves one item of a list to another position (the first photo is the listing's cover). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
