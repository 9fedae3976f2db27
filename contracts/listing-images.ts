/**
 * The sizes a listing picture is stored in, shared by the server that writes them and the web app
 * that offers them to the browser as a `srcset`. Zod-free, so the first paint can use it.
 */

/** What the upload PUT answers and a listing's `images` hold: a re-encoded photo under /objects/uploads. */
export const UPLOAD_PATH_PATTERN = /^\/objects\/uploads\/([0-9a-f]{32})\.webp$/;

/** A demo picture as the browser fetches it (the listing stores `/demo/<name>.webp`). */
export const DEMO_IMAGE_PATTERN = /^\/objects\/demo\/([a-z0-9-]+)\.webp$/;

/**
 * Largest width and height of each stored size (fit inside, never enlarged). Every stored picture
 * has a thumbnail beside it, named by `thumbnailPathOf`.
 */
export const UPLOAD_IMAGE_SIZES = { display: 1600, thumbnail: 480 } as const;

/** Demo pictures are drawn at 800 x 600, their thumbnails at 480 x 360. */
export const DEMO_IMAGE_SIZES = { display: 800, thumbnail: 480 } as const;

/** Listing pictures are landscape 4:3 (the demo's drawings, and the frame cards draw photos in). */
export const LISTING_IMAGE_ASPECT = { width: 4, height: 3 } as const;

/** The thumbnail stored beside a picture: `<name>.webp` -> `<name>-thumb.webp`. */
export const thumbnailPathOf = (path: string) => path.replace(/\.webp$/, '-thumb.webp');
