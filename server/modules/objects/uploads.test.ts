import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { MAX_IMAGE_BYTES } from '@contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { objectsRoot } from '../../lib/object-path';
import { putBytes, requestUploadUrl, testImage } from '../../test/upload-helpers';
import { UPLOAD_URL_TTL_MS, uploadMessages } from './uploads.service';

const UPLOADS_PER_MINUTE = 40;
let clock = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
let user: SignedInUser;
let uploadsDir: string;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: `${UPLOADS_PER_MINUTE}/1m` }, { now: () => clock });
  user = await registerUser(t.app);
  uploadsDir = path.join(objectsRoot(t.config.dataDir), 'uploads');
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date('2026-03-02T10:00:00Z');
});

/** Every file in the uploads folder, hidden ones included. */
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir).sort();
  } catch {
    return [];
  }
};

/** Runs a refused upload and proves it left no file behind (not even a hidden partial one). */
async function expectRefused(
  send: (url: string) => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  message: string,
) {
  const before = storedFiles();
  const res = await send(await requestUploadUrl(t.app, user));
  const code = ({ 400: 'bad_request', 413: 'payload_too_large' } as Record<number, string>)[status];
  expect(res.json()).toEqual({ message, code });
  expect(res.statusCode).toBe(status);
  expect(storedFiles()).toEqual(before);
}

describe('POST /api/objects/upload', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(401);
  });

  it('issues a signed URL for one PUT that expires in 15 minutes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { uploadURL: string; expiresAt: string };
    expect(body.uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}_\d+\.[\w-]{43}$/);
    expect(Date.parse(body.expiresAt) - clock.getTime()).toBe(UPLOAD_URL_TTL_MS);
  });

  it('is limited per address and per user by UPLOAD_RATE_LIMIT', async () => {
    const someone = await registerUser(t.app);
    const ask = (who: SignedInUser, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: who.headers, remoteAddress });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await ask(someone, '203.0.113.7')).statusCode).toBe(200);
    const refused = await ask(someone, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same account from elsewhere is still over its limit; someone else there is not.
    expect((await ask(someone, '198.51.100.9')).statusCode).toBe(429);
    const neighbour = await registerUser(t.app);
    expect((await ask(neighbour, '198.51.100.9')).statusCode).toBe(200);
    expect((await ask(user, '203.0.113.7')).statusCode).toBe(429);
  });
});

describe('PUT of the photo', () => {
  it('stores a re-encoded WebP without metadata, a display size and a thumbnail, served with a long cache', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .withExif({ IFD0: { Artist: 'Jane Seller', Copyright: 'home photo' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await putBytes(t.app, await requestUploadUrl(t.app, user), photo, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const { objectPath, thumbnailPath } = res.json() as { objectPath: string; thumbnailPath: string };
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(thumbnailPath).toBe(objectPath.replace('.webp', '-thumb.webp'));

    const display = await t.app.inject({ method: 'GET', url: objectPath });
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(display.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 1200, undefined]);
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: thumbnailPath })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 360]);
    expect(storedFiles().filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('accepts PNG, WebP and GIF whatever type is declared, and keeps small photos at their size', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const res = await putBytes(
        t.app,
        await requestUploadUrl(t.app, user),
        await testImage(format),
        'text/plain',
      );
      expect(res.statusCode, format).toBe(200);
      const stored = await t.app.inject({
        method: 'GET',
        url: (res.json() as { objectPath: string }).objectPath,
      });
      expect((await sharp(stored.rawPayload).metadata()).width).toBe(64);
    }
  });
});

describe('upload attacks', () => {
  it('refuses bytes that are not an image, even sent as image/jpeg', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    await expectRefused((url) => putBytes(t.app, url, html, 'image/jpeg'), 400, uploadMessages.notAnImage);
  });

  it('refuses an SVG carrying script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused((url) => putBytes(t.app, url, svg, 'image/svg+xml'), 400, uploadMessages.notAnImage);
  });

  it('refuses a body over 10 MB, by its declared length and while it streams without one', async () => {
    const tooBig = Buffer.concat([await testImage('jpeg'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expectRefused((url) => putBytes(t.app, url, tooBig), 413, uploadMessages.tooLarge);

    const chunks = async function* () {
      yield await testImage('jpeg');
      for (let sent = 0; sent <= MAX_IMAGE_BYTES; sent += 1_048_576) yield Buffer.alloc(1_048_576);
    };
    await expectRefused(
      (url) =>
        t.app.inject({
          method: 'PUT',
          url,
          payload: Readable.from(chunks()),
          headers: { 'content-type': 'image/jpeg' },
        }),
      413,
      uploadMessages.tooLarge,
    );
  });

  it('leaves no raw bytes behind when many uploads are refused at once', async () => {
    // A body refused before its file has finished opening used to leave an empty hidden file.
    const before = storedFiles();
    const html = Buffer.from('<html>');
    const uploader = await registerUser(t.app);
    const urls = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/objects/upload',
          headers: uploader.headers,
          remoteAddress: `192.0.2.${i}`,
        });
        return (res.json() as { uploadURL: string }).uploadURL;
      }),
    );
    const results = await Promise.all(urls.map((url) => putBytes(t.app, url, html, 'image/jpeg')));
    expect(results.map((res) => res.statusCode)).toEqual(urls.map(() => 400));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a truncated image', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const cut = photo.subarray(0, Math.floor(photo.length * 0.6));
    await expectRefused((url) => putBytes(t.app, url, cut, 'image/png'), 400, uploadMessages.unreadable);
  });

  it('refuses an image whose header claims more pixels than allowed (a decompression bomb)', async () => {
    const png = Buffer.from(await testImage('png', 1, 1));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRefused((url) => putBytes(t.app, url, png, 'image/png'), 400, uploadMessages.tooManyPixels);
  });

  it('refuses an empty body', async () => {
    await expectRefused((url) => t.app.inject({ method: 'PUT', url }), 400, uploadMessages.empty);
  });

  it('accepts each URL once', async () => {
    const url = await requestUploadUrl(t.app, user);
    expect((await putBytes(t.app, url, await testImage())).statusCode).toBe(200);
    const before = storedFiles();
    const again = await putBytes(t.app, url, await testImage('png'));
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: uploadMessages.used, code: 'conflict' },
    ]);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a URL once it has expired', async () => {
    const url = await requestUploadUrl(t.app, user);
    clock = new Date(clock.getTime() + UPLOAD_URL_TTL_MS);
    const res = await putBytes(t.app, url, await testImage());
    expect([res.statusCode, res.json()]).toEqual([
      410,
      { message: uploadMessages.expired, code: 'invalid_token' },
    ]);
  });

  it('refuses a URL whose signature, id or expiry was changed', async () => {
    const url = await requestUploadUrl(t.app, user);
    const [, id, expires, signature] = /uploads\/([^_]+)_(\d+)\.(.+)$/.exec(url)!;
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    const forgeries = [
      `/api/objects/uploads/${id}_${expires}.${flip(signature!)}`,
      `/api/objects/uploads/${id}_${Number(expires) + 86_400}.${signature}`,
      `/api/objects/uploads/${crypto.randomUUID()}_${expires}.${signature}`,
    ];
    for (const forged of forgeries) {
      const res = await putBytes(t.app, forged, await testImage());
      expect([res.statusCode, res.json()], forged).toEqual([
        403,
        { message: uploadMessages.invalidUrl, code: 'forbidden' },
      ]);
    }
    // The genuine URL was never used up by the forgeries.
    expect((await putBytes(t.app, url, await testImage())).statusCode).toBe(200);
  });

  it('never lets a client choose the stored name or a path', async () => {
    const url = await requestUploadUrl(t.app, user);
    for (const attempt of [
      '/api/objects/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      `${url}/../../../secret.jpg`,
      `${url}%2F..%2F..%2Fevil.jpg`,
      '/api/objects/uploads/.incoming-x',
    ]) {
      const res = await putBytes(t.app, attempt, await testImage());
      expect(res.statusCode, attempt).toBe(404);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: await testImage(),
      headers: {
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="../../evil.jpg"',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles().every((name) => /^[0-9a-f]{32}(-thumb)?\.webp$/.test(name))).toBe(true);
    expect(readdirSync(t.config.dataDir)).not.toContain('evil.jpg');
  });
});
