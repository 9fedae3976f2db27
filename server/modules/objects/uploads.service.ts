import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_IMAGE_BYTES, type UploadedImage, type UploadUrl } from '@contracts/uploads';
import { appSecret } from '../../lib/app-secret';
import { MAX_INPUT_PIXELS, reencodeImage, SNIFF_BYTES, sniffImageType } from '../../lib/image-upload';
import { objectUrl, uploadKeys } from '../../lib/object-path';
import { signValue, verifySignedValue } from '../../lib/signed-value';
import { badRequest, HttpError, invalidToken } from '../../lib/http-error';
import { incomingFile, type UploadContext } from './upload-context';
import * as repo from './uploads.repository';

/** Long enough to pick and send a photo on a slow connection, short enough that a leaked URL soon dies. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;
const PURPOSE = 'upload-url';

export const uploadMessages = {
  invalidUrl: 'This upload URL is not valid. Please request a new one.',
  expired: 'This upload URL has expired. Please request a new one.',
  used: 'This upload URL has already been used. Please request a new one.',
  tooLarge: 'Images must be 10 MB or smaller',
  notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  empty: 'The upload is empty: send the image bytes as the body of the PUT',
  unreadable: 'The image could not be read: it may be damaged or incomplete',
  encoded: 'Send the photo as it is: a compressed body (Content-Encoding) is not accepted',
  tooManyPixels: `Images can have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
} as const;

const tooLarge = () => new HttpError(413, uploadMessages.tooLarge);

/**
 * POST /api/objects/upload: a URL for one PUT of one photo. It names the upload row by id and
 * carries its expiry, HMAC-signed, so a URL cannot be forged or stretched; the row makes it single-use.
 */
export async function issueUploadUrl(ctx: UploadContext, userId: string): Promise<UploadUrl> {
  const expiresAt = new Date(ctx.now().getTime() + UPLOAD_URL_TTL_MS);
  const name = randomBytes(16).toString('hex');
  const id = await repo.insertUpload(ctx.db, { userId, name, expiresAt });
  const secret = await appSecret(ctx.db, PURPOSE);
  const token = signValue(secret, PURPOSE, `${id}_${Math.floor(expiresAt.getTime() / 1000)}`);
  return { uploadURL: `/api/objects/uploads/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The upload id a token names, once its signature and expiry are checked. */
async function verifyToken(ctx: UploadContext, token: string): Promise<string> {
  const value = verifySignedValue(await appSecret(ctx.db, PURPOSE), PURPOSE, token);
  const [id, expires] = value?.split('_') ?? [];
  if (!id || !expires) throw new HttpError(403, uploadMessages.invalidUrl);
  if (Number(expires) * 1000 <= ctx.now().getTime()) throw invalidToken(uploadMessages.expired, 410);
  return id;
}

/**
 * PUT /api/objects/uploads/:token: the raw bytes of one photo. They are checked while they
 * stream in (size limit, then magic bytes), written to a hidden file, re-encoded, and only the
 * re-encoded photo and thumbnail are stored. Whatever fails, the raw file is removed.
 */
export async function receiveUpload(
  ctx: UploadContext,
  token: string,
  body: Readable | undefined,
  declaredLength: number | undefined,
  contentEncoding?: string,
): Promise<UploadedImage> {
  // Photos are compressed already; refusing the header keeps one way in for the bytes.
  if (contentEncoding && contentEncoding !== 'identity') throw new HttpError(415, uploadMessages.encoded);
  const id = await verifyToken(ctx, token);
  if (!body) throw badRequest(uploadMessages.empty);
  if (declaredLength !== undefined && declaredLength > MAX_IMAGE_BYTES) throw tooLarge();
  const name = await repo.claimUpload(ctx.db, id, ctx.now());
  if (!name) throw new HttpError(409, uploadMessages.used);

  const incoming = incomingFile(ctx.dataDir, name);
  await mkdir(path.dirname(incoming), { recursive: true });
  try {
    await saveBody(body, incoming);
    const image = await reencode(incoming);
    const keys = uploadKeys(name);
    await ctx.store.put(keys.display, image.display);
    await ctx.store.put(keys.thumbnail, image.thumbnail);
    await repo.markStored(ctx.db, id, ctx.now());
    return { objectPath: objectUrl(keys.display), thumbnailPath: objectUrl(keys.thumbnail) };
  } finally {
    await rm(incoming, { force: true });
  }
}

/**
 * Streams the body into the file through the guard. The request stream is not destroyed when the
 * guard refuses it, so the client still gets the 413 or 400 instead of a reset connection. The
 * file is opened before any byte flows: a stream that opens it lazily could create it after a
 * quick refusal's clean-up had already removed it, leaving an empty hidden file behind.
 */
async function saveBody(body: Readable, file: string) {
  const handle = await open(file, 'wx');
  const guard = imageGuard();
  body.on('error', (err) => guard.destroy(err));
  body.pipe(guard);
  await pipeline(guard, handle.createWriteStream());
}

/** Passes the bytes through, failing as soon as there are too many or they do not start like an image. */
function imageGuard() {
  let size = 0;
  let head = Buffer.alloc(0);
  const checkHead = () => (sniffImageType(head) ? null : badRequest(uploadMessages.notAnImage));
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) return done(tooLarge());
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length === SNIFF_BYTES) return done(checkHead(), chunk);
      }
      done(null, chunk);
    },
    flush(done) {
      done(size === 0 ? badRequest(uploadMessages.empty) : head.length < SNIFF_BYTES ? checkHead() : null);
    },
  });
}

async function reencode(file: string) {
  try {
    return await reencodeImage(file);
  } catch (err) {
    const tooManyPixels = err instanceof Error && /pixel limit/i.test(err.message);
    throw badRequest(tooManyPixels ? uploadMessages.tooManyPixels : uploadMessages.unreadable);
  }
}
