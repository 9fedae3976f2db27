import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type SignedInUser } from './auth-helpers';
import { buildTestApp } from './test-app';
import { requestUploadUrl } from './upload-helpers';

/*
 * A body that claims `Content-Encoding: gzip` but is not compressed must get a 400 with a message
 * from every operation that reads a body, whatever guard runs first: the decompression error has
 * to reach the error handler, or the request never ends and holds its socket.
 */

const METHODS = ['post', 'put', 'patch', 'delete'] as const;
const ANSWER_WITHIN_MS = 5_000;
const NO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The session lookup is held back a little, as a database across a network holds it: the body's
 * end then arrives while a guard still waits, which is when the error used to be lost.
 */
const t = await buildTestApp(
  {},
  {
    beforeReady: (app) =>
      app.addHook('onRequest', async (request) => {
        const lookUp = request.getSession.bind(request);
        request.getSession = async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return lookUp();
        };
      }),
  },
);
const document = t.app.swagger() as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
};
const operations = Object.entries(document.paths)
  .filter(([path]) => path.startsWith('/api/'))
  .flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      op: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase() as 'POST',
    })),
  );

const withinTime = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      ),
    ),
  ]);

/** The signed-in routes the outside probe found hanging. */
const PROBED = [
  'POST /api/auth/change-password',
  'DELETE /api/auth/account',
  'POST /api/search/track',
  'POST /api/user/preferences',
  'POST /api/saved-searches',
  'PATCH /api/saved-searches/{id}',
  'DELETE /api/saved-searches/{id}',
  'POST /api/saved-searches/{id}/seen',
  'POST /api/objects/upload',
];

/** A real upload URL for the photo PUT (its token is checked before the body), an unknown id elsewhere. */
async function urlFor(path: string) {
  if (path.includes('{token}')) return requestUploadUrl(t.app, admin);
  return path.replace(/\{\w+\}/g, NO_ID);
}

/** An administrator passes every guard, so the body is what each route judges. */
let admin: SignedInUser;
const gzipHeaders = () => ({
  ...admin.headers,
  'content-type': 'application/json',
  'content-encoding': 'gzip',
});

describe('a body that claims gzip but is not compressed', () => {
  beforeAll(async () => {
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('covers the guarded routes the probe found', () => {
    const ops = operations.map((o) => o.op);
    for (const op of PROBED) expect(ops).toContain(op);
  });

  it.each(operations)('$op answers 400 (415 for a photo) with a message', async ({ op, path, method }) => {
    const url = await urlFor(path);
    const res = await withinTime(t.app.inject({ method, url, headers: gzipHeaders(), payload: 'x' }), op);
    // A photo's bytes are taken as they are: any content coding is refused, not decoded.
    expect(res.statusCode, `${op}: ${res.body}`).toBe(path.includes('{token}') ? 415 : 400);
    expect(res.json().message, op).toMatch(/\w+ \w+/);
  });

  it('answers the probed routes over a real socket too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const { op, path, method } of operations.filter((o) => PROBED.includes(o.op))) {
      const url = await urlFor(path);
      const answer = await withinTime(
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method,
              path: url,
              headers: { ...gzipHeaders(), 'content-length': '1' },
            },
            (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (body += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', (err) => reject(new Error(`${op}: ${err.message}`)));
          req.end('x');
        }),
        `${op} over a socket`,
      );
      expect(answer.status, `${op}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body).message, op).toMatch(/\w+ \w+/);
    }
  });
});
