import { ERROR_CODES, type ErrorCode } from '@contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type SignedInUser } from './auth-helpers';
import { apiOperations, SIGNS_OUT, tableFingerprint } from './openapi-operations';
import { buildTestApp } from './test-app';

/*
 * Every /api operation of the OpenAPI document, called as anonymous, a user, another user and an
 * administrator. Each operation is judged by its class; a route added later is covered as soon as
 * it is in the document, and one nobody classified fails below with instructions.
 */

type Access = 'public' | 'signed-in' | 'admin';

/** Routes anyone may call, and why. Everything else needs a signed-in caller (or an admin). */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'load balancer health check',
  'GET /api/config': 'site configuration for the web app',
  'POST /api/auth/register': 'signing up',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/logout': 'signing out (harmless without a session)',
  'POST /api/auth/clear-sessions': 'clears cookies of a confused browser',
  'POST /api/auth/forgot-password': 'no account enumeration: same answer for everyone',
  'POST /api/auth/reset-password': 'holds a one-time token instead',
  'GET /api/verify-email': 'holds a one-time token instead',
  'POST /api/analytics/page-view': "the web app's page-view beacon",
  'GET /api/sold-prices': 'browsing',
  'GET /api/sold-prices/status': 'browsing',
  'GET /api/sold-prices/area-stats': 'browsing',
  'GET /api/property-history': 'browsing',
  'GET /api/estimate': 'browsing',
  'GET /api/properties/{id}/estimate': 'browsing',
  'GET /api/sold-prices/index': 'browsing',
  'GET /api/properties': 'browsing',
  'POST /api/properties/search': 'browsing',
  'GET /api/properties/{id}': 'browsing',
  'GET /api/properties/{id}/history': "browsing: a listing's price history is public, as on every portal",
  'POST /api/properties/{id}/view': 'anonymous views are counted too',
  'POST /api/properties/{id}/enquiries': 'contacting an agent needs no account',
  'POST /api/properties/{id}/viewing-requests': 'booking a viewing needs no account',
  'POST /api/saved-searches/unsubscribe': 'the e-mail link holds a signed token instead',
  'PUT /api/objects/uploads/{token}': 'the signed upload URL is the credential',
};

/** Signed-in routes outside the user-scoped prefixes below. */
const SIGNED_IN = new Set([
  'GET /api/auth/me',
  'POST /api/auth/change-password',
  'PATCH /api/auth/account',
  'POST /api/auth/change-email',
  'POST /api/auth/resend-verification',
  'DELETE /api/auth/account',
  'POST /api/objects/upload',
  'GET /api/properties/{id}/favorite',
  'POST /api/properties/{id}/favorite',
  'POST /api/search/track',
  'GET /api/geocode',
]);
const SIGNED_IN_PREFIXES = ['/api/user/', '/api/recommendations', '/api/saved-searches'];

const listingBody = {
  title: 'Matrix home',
  price: 300000,
  address: '1 Test Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zipCode: 'LS1 4AP',
};

/**
 * Operations on a resource one user owns, with a valid body (so only ownership can refuse it):
 * other users, and admins on these user routes, must get 404 or 403 and change nothing.
 */
const OWNED: Record<string, { kind: 'listing' | 'savedSearch'; body?: object }> = {
  'PUT /api/user/properties/{id}': { kind: 'listing', body: listingBody },
  'DELETE /api/user/properties/{id}': { kind: 'listing' },
  'PATCH /api/saved-searches/{id}': { kind: 'savedSearch', body: { name: 'Taken over' } },
  'DELETE /api/saved-searches/{id}': { kind: 'savedSearch' },
  'POST /api/saved-searches/{id}/seen': { kind: 'savedSearch' },
};

/** Signed-in operations whose id is a listing anyone may see (the state behind it is the caller's own). */
const LISTING_ID = new Set([
  'GET /api/properties/{id}/favorite',
  'POST /api/properties/{id}/favorite',
  'PUT /api/user/favorites/{id}/note',
]);

/**
 * Operations on a listing that its owner or an administrator may call, and nobody else: other
 * users get 403 and change nothing. (The matrix's listing is not marked sold, so the owner and the
 * admin hear 404 'not marked'.)
 */
const OWNER_OR_ADMIN = new Set(['DELETE /api/properties/{id}/sold-match']);

function classify(op: string, path: string): Access | undefined {
  if (op in PUBLIC) return 'public';
  if (OWNER_OR_ADMIN.has(op)) return 'signed-in';
  if (path.startsWith('/api/admin/')) return 'admin';
  const signedIn = SIGNED_IN.has(op) || SIGNED_IN_PREFIXES.some((prefix) => path.startsWith(prefix));
  // An id in a signed-in path names either someone's own resource or a public listing: say which.
  if (signedIn && (!path.includes('{') || op in OWNED || LISTING_ID.has(op))) return 'signed-in';
  return undefined;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';
type Who = 'anonymous' | 'user' | 'other user' | 'admin';
const CALLERS: Who[] = ['anonymous', 'user', 'other user', 'admin'];

const t = await buildTestApp();
const operations = apiOperations(t.app);

let admin: SignedInUser;
let owner: SignedInUser;
let other: SignedInUser;
const resources = { listing: '', savedSearch: '' };

/** Something of the owner's to delete when the owner's own DELETE is tried. */
const throwaway: Record<'listing' | 'savedSearch', () => Promise<string>> = {
  listing: async () => (await ok('POST', '/api/user/properties', owner, listingBody)).id,
  savedSearch: async () =>
    (
      await ok('POST', '/api/saved-searches', owner, {
        name: `Spare ${Math.random()}`,
        filters: { location: 'Leeds' },
      })
    ).id,
};

async function ok(method: 'POST', url: string, who: SignedInUser, payload: object) {
  const res = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string };
}

const fingerprint = () => tableFingerprint(t.database.db);

/** The code each refusal carries (contracts/common.ts ERROR_CODES): clients branch on it. */
const REFUSAL_CODES: Record<number, ErrorCode> = {
  401: 'authentication_required',
  403: 'forbidden',
  404: 'not_found',
};

/** Every error answer carries a known code, and a refusal the code of its status. */
function expectErrorCode(res: { statusCode: number; json(): unknown }, seen: string) {
  if (res.statusCode < 400) return;
  const { code } = res.json() as { code?: string };
  expect(ERROR_CODES, `${seen}: code`).toContain(code);
  if (res.statusCode in REFUSAL_CODES) expect(code, `${seen}: code`).toBe(REFUSAL_CODES[res.statusCode]);
}

function headersOf(who: Who) {
  return { anonymous: {}, user: owner.headers, 'other user': other.headers, admin: admin.headers }[who];
}

/** The URL for this caller: real targets for those who must be refused, harmless ones otherwise. */
async function urlFor(op: string, path: string, access: Access, who: Who) {
  const owned = OWNED[op];
  const target = (param: string) => {
    if (param === 'token') return 'not-a-token';
    if (access === 'admin')
      return who === 'admin' ? NO_ID : path.includes('/users/') ? owner.id : resources.listing;
    return owned ? resources[owned.kind] : resources.listing;
  };
  // The owner's own DELETE goes to a spare, so the resource stays for the other callers.
  const spare =
    owned && who === 'user' && op.startsWith('DELETE') ? await throwaway[owned.kind]() : undefined;
  return path.replace(/\{(\w+)\}/g, (_match, param: string) => spare ?? target(param));
}

/** What each caller must get, and whether the call must leave everything as it was. */
function expectation(access: Access, owned: boolean, who: Who): { allowed: number[]; unchanged: boolean } {
  const refused = (statuses: number[]) => ({ allowed: statuses, unchanged: true });
  if (who === 'anonymous' && access !== 'public') return refused([401]);
  if (access === 'admin' && who !== 'admin') return refused([403]);
  if (owned && who !== 'user') return refused([403, 404]);
  return { allowed: [], unchanged: false };
}

/** The owner-or-admin operations: only another user is refused. */
function ownerOrAdminExpectation(who: Who) {
  if (who === 'anonymous') return { allowed: [401], unchanged: true };
  if (who === 'other user') return { allowed: [403], unchanged: true };
  return { allowed: [], unchanged: false };
}

describe('authorization matrix over the OpenAPI document', () => {
  beforeAll(async () => {
    admin = await createAdmin(t);
    [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    resources.listing = (await ok('POST', '/api/user/properties', owner, listingBody)).id;
    resources.savedSearch = await throwaway.savedSearch();
  });
  afterAll(() => t.close());

  it('finds the API in the document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => o.op)).toContain('DELETE /api/admin/users/{id}');
  });

  it.each(operations)('$op', async ({ op, path, method }) => {
    const access = classify(op, path);
    if (!access)
      expect.fail(
        `${op} is not classified: add it to PUBLIC (with the reason) or SIGNED_IN in server/test/authorization-matrix.test.ts, or serve it under a classified prefix; a signed-in path with an id also goes in OWNED (with a valid body) or LISTING_ID`,
      );
    for (const who of CALLERS) {
      if (SIGNS_OUT.has(op) && who !== 'anonymous') continue;
      const { allowed, unchanged } = OWNER_OR_ADMIN.has(op)
        ? ownerOrAdminExpectation(who)
        : expectation(access, op in OWNED, who);
      const url = await urlFor(op, path, access, who);
      const before = unchanged ? await fingerprint() : undefined;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: headersOf(who),
        ...(method === 'get' ? {} : { payload: OWNED[op]?.body ?? {} }),
      });
      const seen = `${op} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, seen).toBeLessThan(500);
      expectErrorCode(res, seen);
      if (allowed.length > 0) expect(allowed, seen).toContain(res.statusCode);
      else expect([401, 403], seen).not.toContain(res.statusCode);
      if (who === 'user' && op in OWNED) expect(res.statusCode, `${seen} (the owner's own)`).not.toBe(404);
      if (before) expect(await fingerprint(), `${op} as ${who} changed something`).toEqual(before);
      const refusedByGuard =
        (who === 'anonymous' && access !== 'public') || (access === 'admin' && who !== 'admin');
      if (refusedByGuard && method !== 'get') {
        // Refused before the body is read: a broken body cannot turn a 401 or 403 into a 400.
        const broken = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...headersOf(who), 'content-type': 'application/json' },
          payload: '{"unfinished":',
        });
        expect(allowed, `${op} as ${who} with a broken body: ${broken.statusCode}`).toContain(
          broken.statusCode,
        );
        expectErrorCode(broken, `${op} as ${who} with a broken body`);
      }
    }
  });
});
