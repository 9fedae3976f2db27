import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

/** A built web app the way Vite leaves it: index.html naming a content-hashed bundle. */
function writeBuild(root: string, bundle: string) {
  rmSync(path.join(root, 'assets'), { recursive: true, force: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'assets', bundle), 'console.log(1)');
  writeFileSync(
    path.join(root, 'index.html'),
    `<div id="root"></div><script src="/assets/${bundle}"></script>`,
  );
}

describe('the web app', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'hh-web-'));
  beforeAll(async () => {
    writeBuild(webRoot, 'index-aaaa.js');
    t = await buildTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers every page path with index.html, uncached, so client routes and the 404 page render', async () => {
    for (const url of ['/', '/sold-prices', '/property/abc', '/no/such/page?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the built assets', async () => {
    expect((await get('/assets/index-aaaa.js')).statusCode).toBe(200);
  });

  it('answers a missing file or API path with a JSON 404', async () => {
    for (const url of ['/assets/index-gone.js', '/api/nothing-here']) {
      const res = await get(url);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: 'Not found', code: 'not_found' }]);
    }
  });
});
