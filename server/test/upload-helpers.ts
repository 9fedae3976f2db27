import type { UploadedImage } from '@contracts/uploads';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { SignedInUser } from './auth-helpers';

/** Test support: small real images made on the spot (no binary files in the repository). */
export function testImage(format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg', width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export async function requestUploadUrl(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`upload URL refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { uploadURL: string }).uploadURL;
}

export const putBytes = (app: FastifyInstance, url: string, body: Buffer, contentType = 'image/jpeg') =>
  app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

/** Uploads a generated photo as the user; returns where it is served. */
export async function uploadPhoto(app: FastifyInstance, user: SignedInUser): Promise<UploadedImage> {
  const res = await putBytes(app, await requestUploadUrl(app, user), await testImage());
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
