import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../lib/session-token';
import { newUserInput } from '../test/auth-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { appServingBuild, writeBuild } from '../test/web-build';
import { PAGE_FRESH_MS } from './page-cache';

describe('the web app', () => {
  const served = appServingBuild();
  const get = (url: string) => served().app.inject({ method: 'GET', url });

  it('answers every page path with index.html, uncached, when there is no server build', async () => {
    for (const url of ['/', '/sold-prices', '/property/abc', '/no/such/page?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      // Private: a page can show who is signed in.
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
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

/**
 * The server half of a build, as `vite build --ssr` leaves it beside dist/web. This one renders
 * '/' from what the API answers in process, refuses nothing else, and fails on '/broken'; the real
 * renderer (web/src/entry-server.tsx) is exercised by the e2e suite.
 */
const RENDERER = `
let renders = 0;
export function createPageRenderer(indexHtml) {
  return {
    async render({ url, origin, api }) {
      const { pathname } = new URL(url);
      if (pathname === '/broken') throw new Error('render failed');
      const { Readable } = await import('node:stream');
      const { randomBytes } = await import('node:crypto');
      if (pathname === '/homes') return { status: 200, body: Readable.from(['<html>' + '<article>A home</article>'.repeat(400) + '</html>']) };
      if (pathname === '/long') return { status: 200, body: Readable.from((async function* () {
        for (let i = 0; i < 100; i++) {
          yield '<p>' + randomBytes(30000).toString('base64') + '</p>';
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })()) };
      if (pathname !== '/' && pathname !== '/gone') return null;
      const health = await api('/api/health', { method: 'GET' });
      // Long enough for requests sent together to arrive while it renders.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const html = '<html>' + origin + ' ' + health.status + ' ' + (await health.text()) + indexHtml.length +
        ' render ' + ++renders + '</html>';
      return { status: pathname === '/gone' ? 404 : 200, body: Readable.from([html]) };
    },
  };
}`;

function buildRendered() {
  const root = mkdtempSync(path.join(tmpdir(), 'hh-build-'));
  const webRoot = path.join(root, 'web');
  mkdirSync(webRoot);
  writeBuild(webRoot, 'index-bbbb.js');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server', 'entry-server.js'), RENDERER);
  return { webRoot, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe('server-rendered pages', () => {
  let t: TestApp;
  let clock = new Date('2026-11-27T09:00:00Z');
  const build = buildRendered();
  beforeAll(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: 'https://homes.example' },
      { webRoot: build.webRoot, now: () => clock },
    );
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders a page with what the API answers in process, as HTML with its own status', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toMatch(/^<html>https:\/\/homes\.example 200 \{"status":"ok".*<\/html>$/);
    expect((await get('/gone')).statusCode).toBe(404);
  });

  it('sends a page compressed to a browser that accepts it (it went out whole: 190 kB on a phone)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/homes', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(
      `<html>${'<article>A home</article>'.repeat(400)}</html>`,
    );
  });

  it('answers the shell for a page the browser renders, and when a render fails', async () => {
    for (const url of ['/dashboard', '/broken']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  const renderOf = (body: string) => Number(/ render (\d+)<\/html>$/.exec(body)?.[1]);
  const renderOfGet = async (url: string, headers: Record<string, string> = {}) =>
    renderOf((await t.app.inject({ method: 'GET', url, headers })).body);

  it('renders a page once for visitors who are not signed in, for a few seconds', async () => {
    const first = await renderOfGet('/?cached=1');
    expect(await renderOfGet('/?cached=1')).toBe(first);
    expect(await renderOfGet('/?cached=2')).toBeGreaterThan(first);
    clock = new Date(clock.getTime() + PAGE_FRESH_MS + 1);
    expect(await renderOfGet('/?cached=1')).toBeGreaterThan(first);
  });

  it('renders once for requests that arrive together', async () => {
    const renders = await Promise.all(Array.from({ length: 5 }, () => renderOfGet('/?together=1')));
    expect(new Set(renders).size).toBe(1);
  });

  it('renders afresh for anyone presenting a session, and never keeps a refusal', async () => {
    // The site is on https here, so its session cookie has the __Host- prefix.
    const cookie = { cookie: `${sessionCookieName(true)}=not-a-live-session` };
    const first = await renderOfGet('/?session=1', cookie);
    expect(await renderOfGet('/?session=1', cookie)).toBeGreaterThan(first);
    const gone = await renderOfGet('/gone');
    expect(await renderOfGet('/gone')).toBeGreaterThan(gone);
  });

  it('forgets the pages after a write that changes data, not after a search', async () => {
    const first = await renderOfGet('/?writes=1');
    const search = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: {} });
    expect(search.statusCode).toBe(200);
    expect(await renderOfGet('/?writes=1')).toBe(first);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserInput() });
    expect(signUp.statusCode).toBe(201);
    expect(await renderOfGet('/?writes=1')).toBeGreaterThan(first);
  });
});

describe('a visitor who leaves while a compressed page is still streaming', () => {
  it('is logged as a closed stream, not as an error (@fastify/compress 8 logged "premature close" at error level)', async () => {
    const build = buildRendered();
    const lines: string[] = [];
    const t = await buildTestApp({}, { webRoot: build.webRoot, logTo: (line) => lines.push(line) });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ port, path: '/long', headers: { 'accept-encoding': 'br' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('br');
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', () => {});
        request.on('timeout', reject);
      });
      await expect.poll(() => lines.filter((line) => line.includes('closed prematurely')).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(lines.map((line) => JSON.parse(line) as { level: number }).filter((l) => l.level >= 50)).toEqual(
        [],
      );
    } finally {
      await t.close();
      build.remove();
    }
  });
});
