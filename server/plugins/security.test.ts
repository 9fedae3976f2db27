import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { appServingBuild } from '../test/web-build';

/** Helmet's headers for this site's options, as @fastify/helmet sent them before helmet ran once at start. */
const HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  const served = appServingBuild();

  it.each([
    ['an API answer', '/api/health', 200],
    ['an unknown API path', '/api/nope', 404],
    ['a refused request', '/api/properties?limit=nope', 400],
    ['a server-rendered page', '/', 200],
    ['a static file', '/assets/index-aaaa.js', 200],
  ])('are on %s', async (_what, url, status) => {
    const res = await served().app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(HEADERS);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ask browsers for HTTPS only when the site is served over HTTPS', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://homes.example.test' });
    try {
      const res = await https.app.inject({ url: '/api/health' });
      expect(res.headers).toMatchObject({
        ...HEADERS,
        'content-security-policy': HEADERS['content-security-policy'].replace(
          ";connect-src 'self'",
          ";upgrade-insecure-requests;connect-src 'self'",
        ),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    } finally {
      await https.close();
    }
  });
});
