import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type SignedInUser } from './auth-helpers';
import { type FuzzRequest, type RealIds, requestArbitrary } from './fuzz/fuzz-request';
import { apiOperations, type ApiOperation, SIGNS_OUT, tableFingerprint } from './openapi-operations';
import { buildTestApp } from './test-app';

/*
 * Schema-driven bad input (issue 19 item 7) to every /api operation of the OpenAPI document, as
 * anonymous, a user and an admin. It fails on a 5xx, an answer slower than 5 s, an error without a
 * JSON message (or with a stack trace), and a refused write that changed a row. `npm test` runs a
 * few cases per operation; `npm run fuzz` (FUZZ_RUNS, FUZZ_SEED) runs as many as asked.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ANSWER_WITHIN_MS = 5_000;
/** Operations whose real work takes longer than a hang would, and why. */
const SLOW_BY_DESIGN: Record<string, number> = {
  'GET /api/admin/backup': 120_000, // copies the whole database for an administrator
};
const LEAK = /node_modules|\bat \S+ \(.*:\d+:\d+\)|syntax error at or near|violates .* constraint/;

type Who = 'anonymous' | 'user' | 'admin';

const t = await buildTestApp();
const operations = apiOperations(t.app);
const callers: Record<Who, Record<string, string>> = { anonymous: {}, user: {}, admin: {} };
const realIds: RealIds = {};

async function send(
  operation: ApiOperation,
  request: FuzzRequest,
  who: Who,
): Promise<LightMyRequestResponse> {
  const { method } = operation;
  const limit = SLOW_BY_DESIGN[operation.op] ?? ANSWER_WITHIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: request.url,
        headers: { ...callers[who], ...request.headers },
        payload: request.payload,
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One bad request: judged on its answer, and (a refused write) on what it left in the tables. */
async function probe(operation: ApiOperation, who: Who, request: FuzzRequest) {
  const writes = operation.method !== 'get';
  const before = writes ? await tableFingerprint(t.database.db) : undefined;
  const res = await send(operation, request, who);
  const seen = `${operation.method.toUpperCase()} ${request.url.slice(0, 200)} as ${who} (${request.headers['content-type'] ?? 'no type'}, ${request.payload?.slice(0, 100)}): ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, seen).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], seen).toMatch(/^application\/json/);
    const { message } = res.json() as { message?: unknown };
    expect(typeof message === 'string' && message.length > 0, `${seen}: message`).toBe(true);
    expect(res.body, `${seen}: leaks internals`).not.toMatch(LEAK);
    if (before)
      expect(await tableFingerprint(t.database.db), `${seen}: refused but changed rows`).toEqual(before);
  }
}

const whoFor = (operation: ApiOperation): Who[] =>
  SIGNS_OUT.has(operation.op) ? ['anonymous'] : ['anonymous', 'user', 'admin'];

describe('fuzzing every operation of the OpenAPI document', () => {
  beforeAll(async () => {
    const admin: SignedInUser = await createAdmin(t);
    const user = await registerUser(t.app);
    callers.user = user.headers;
    callers.admin = admin.headers;
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/user/properties',
      headers: user.headers,
      payload: {
        title: 'Fuzz home',
        price: 250000,
        address: '2 Test Road',
        city: 'Leeds',
        state: 'West Yorkshire',
        zipCode: 'LS1 4AP',
      },
    });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: { name: 'Fuzz search', filters: { location: 'Leeds' } },
    });
    realIds.id = [(listing.json() as { id: string }).id, (search.json() as { id: string }).id, user.id];
  });
  afterAll(() => t.close());

  it('walks the whole API', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)(
    '$op',
    async (operation) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...whoFor(operation)),
          requestArbitrary(operation, realIds),
          (who, request) => probe(operation, who, request),
        ),
        {
          numRuns: operation.op in SLOW_BY_DESIGN ? Math.min(RUNS, 3) : RUNS,
          seed: SEED,
          endOnFailure: true,
        },
      );
    },
    60_000 + RUNS * 1_000,
  );

  it.each(operations.filter((operation) => operation.method !== 'get'))(
    '$op answers a body whose Content-Encoding is false',
    async (operation) => {
      const url = operation.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const who of whoFor(operation))
        for (const encoding of ['gzip', 'deflate', 'br', 'gzip, gzip', 'x-unknown'])
          await probe(operation, who, {
            url,
            headers: { 'content-type': 'application/json', 'content-encoding': encoding },
            payload: 'x',
          });
    },
  );
});
