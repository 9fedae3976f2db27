import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { demoImageSpecs, ensureDemoImages } from '../../test/test-listings';
import { objectsRoot, resolveObjectPath } from '../../lib/object-path';

describe('resolveObjectPath', () => {
  const root = '/srv/objects';

  it('resolves plain keys inside the root', () => {
    expect(resolveObjectPath(root, 'demo/exterior-semi-01.webp')).toBe(
      '/srv/objects/demo/exterior-semi-01.webp',
    );
    expect(resolveObjectPath(root, 'uploads/3f9a.png')).toBe('/srv/objects/uploads/3f9a.png');
  });

  it('refuses traversal, hidden, empty and odd segments', () => {
    for (const key of [
      '../etc/passwd',
      'demo/../../x.png',
      '..',
      '.env',
      'demo//x.png',
      '/etc/passwd',
      'demo\\..\\x.png',
      'a\0.png',
      '',
      'demo/.hidden.webp',
      'x..y.png',
    ]) {
      expect(resolveObjectPath(root, key), key).toBeNull();
    }
  });

  it('never resolves outside the root, whatever the key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('..', '.', 'a', 'demo', '%2e', '\\', '', 'x.png', '..%2f', '/'), {
          maxLength: 8,
        }),
        (parts) => {
          const resolved = resolveObjectPath(root, parts.join('/'));
          if (resolved !== null) expect(resolved.startsWith(`${root}/`)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (key) => {
        const resolved = resolveObjectPath(root, key);
        if (resolved !== null) expect(resolved.startsWith(`${root}/`)).toBe(true);
      }),
    );
  });
});

describe('GET /objects/*', () => {
  let t: TestApp;
  let root: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    root = objectsRoot(t.config.dataDir);
    await ensureDemoImages(root, demoImageSpecs().slice(0, 2));
    mkdirSync(path.join(root, 'uploads'), { recursive: true });
    writeFileSync(path.join(root, 'uploads', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(path.join(root, 'notes.txt'), 'not an image');
    const outside = path.join(t.config.dataDir, 'secret.png');
    writeFileSync(outside, 'secret');
    symlinkSync(outside, path.join(root, 'uploads', 'link.png'));
  });
  afterAll(() => t.close());

  it('serves a demo image as WebP with a long cache and an ETag', async () => {
    const name = demoImageSpecs()[0]!.name;
    const res = await get(`/objects/demo/${name}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(res.rawPayload.equals(readFileSync(path.join(root, 'demo', `${name}.webp`)))).toBe(true);
    const again = await get(`/objects/demo/${name}.webp`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: `/objects/demo/${name}.webp` });
    expect(head.statusCode).toBe(200);
  });

  it('serves uploads with the same long cache: their names are never reused', async () => {
    const res = await get('/objects/uploads/photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 JSON for missing files, folders and non-image files', async () => {
    for (const url of [
      '/objects/demo/missing.webp',
      '/objects/demo',
      '/objects/notes.txt',
      '/objects/uploads',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('never serves a file outside the folder, however the path is written', async () => {
    const attempts = [
      '/objects/../../etc/passwd',
      '/objects/%2e%2e/%2e%2e/etc/passwd',
      '/objects/..%2f..%2f..%2fetc%2fpasswd',
      '/objects/demo/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/objects/%252e%252e/%252e%252e/etc/passwd',
      '/objects/demo%5c..%5c..%5cetc%5cpasswd',
      '/objects//etc/passwd',
      '/objects/%2fetc%2fpasswd',
      '/objects/demo/%00.webp',
      '/objects/../secret.png',
      '/objects/uploads/link.png',
      '/objects/.%2e/secret.png',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect([400, 404], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).not.toMatch(/root:|secret/);
    }
  });
});
