import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index';
import { objectsRoot, uploadNameOf } from '../../lib/object-path';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { removeStaleUploads, removeUploads, UNATTACHED_UPLOAD_TTL_MS } from './upload-cleanup';
import { incomingFile, uploadContext } from './upload-context';
import { requestUploadUrl, uploadPhoto } from '../../test/upload-helpers';

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const fileOf = (objectPath: string) =>
  path.join(objectsRoot(t.config.dataDir), objectPath.replace('/objects/', ''));
const rowOf = async (objectPath: string) =>
  (
    await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.name, uploadNameOf(objectPath)!))
  )[0];
/** The app's context, seen from `ms` later. */
const later = (ms: number) => ({ ...uploadContext(t.app), now: () => new Date(Date.now() + ms) });

async function listWith(images: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/properties',
    headers: user.headers,
    payload: {
      title: 'Kept',
      price: 300000,
      address: '2 Mill Lane',
      city: 'Leeds',
      state: 'West Yorkshire',
      zipCode: 'LS1 4AP',
      images,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('removeStaleUploads', () => {
  it('removes photos no listing took within a day, with their files, and keeps the rest', async () => {
    const stale = await uploadPhoto(t.app, user);
    const saved = await uploadPhoto(t.app, user);
    await listWith([saved.objectPath]);
    await requestUploadUrl(t.app, user); // issued, never used: a row without files
    // Raw bytes a crash left behind while a photo was being checked.
    const leftover = incomingFile(t.config.dataDir, uploadNameOf(stale.objectPath)!);
    writeFileSync(leftover, 'partial');

    expect(await removeStaleUploads(later(UNATTACHED_UPLOAD_TTL_MS - 60_000))).toBe(0);
    expect(existsSync(fileOf(stale.objectPath))).toBe(true);

    expect(await removeStaleUploads(later(UNATTACHED_UPLOAD_TTL_MS + 60_000))).toBe(2);
    for (const file of [stale.objectPath, stale.thumbnailPath].map(fileOf))
      expect(existsSync(file)).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    expect(await rowOf(stale.objectPath)).toBeUndefined();
    expect(existsSync(fileOf(saved.objectPath))).toBe(true);
    expect(await rowOf(saved.objectPath)).toBeDefined();
    const served = await t.app.inject({ method: 'GET', url: stale.objectPath });
    expect(served.statusCode).toBe(404);
  });
});

describe('removeUploads', () => {
  it('removes the named photos only while no listing holds them', async () => {
    const free = await uploadPhoto(t.app, user);
    const held = await uploadPhoto(t.app, user);
    await listWith([held.objectPath]);
    await removeUploads(
      uploadContext(t.app),
      [free, held].map((p) => uploadNameOf(p.objectPath)!),
    );
    expect(existsSync(fileOf(free.objectPath))).toBe(false);
    expect(await rowOf(free.objectPath)).toBeUndefined();
    expect(existsSync(fileOf(held.objectPath))).toBe(true);
    expect(await rowOf(held.objectPath)).toBeDefined();
  });
});
