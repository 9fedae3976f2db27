import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geocodeNotFoundMessage } from '@contracts/geocode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodeDistricts, postcodes } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createAddressGeocoder } from './address-geocoder';

/** A stand-in Nominatim: answers each request with the next reply, and remembers what was asked. */
function fakeGeocoder(reply: (url: URL) => { status?: number; body?: unknown; hang?: boolean }) {
  const asked: URL[] = [];
  const agents: (string | undefined)[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url);
    agents.push(request.headers['user-agent']);
    const answer = reply(url);
    if (answer.hang) return;
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body ?? []));
  });
  return {
    asked,
    agents,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const service = fakeGeocoder((url) => {
  const q = url.searchParams.get('q') ?? '';
  if (q.includes('Nowhere')) return { body: [] };
  if (q.includes('Paris')) return { body: [{ lat: '48.8566', lon: '2.3522' }] };
  return { body: [{ lat: '53.4794', lon: '-2.2453', display_name: 'Manchester' }] };
});

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp({ GEOCODER_URL: await service.start() });
  user = await registerUser(t.app);
  await t.database.db.insert(postcodes).values([
    { postcode: 'SW19 3ES', latitude: 51.4231, longitude: -0.2075, outwardCode: 'SW19' },
    { postcode: 'SW19 3EU', latitude: 51.4241, longitude: -0.2085, outwardCode: 'SW19' },
    { postcode: 'SW19 1AA', latitude: 51.41, longitude: -0.2, outwardCode: 'SW19' },
  ]);
  await t.database.db
    .insert(postcodeDistricts)
    .values({ outwardCode: 'CT11', latitude: 51.335, longitude: 1.41 });
});
afterAll(async () => {
  await t.close();
  await service.stop();
});

const geocode = (query: Record<string, string>, who: SignedInUser | null = user) =>
  t.app.inject({
    method: 'GET',
    url: `/api/geocode?${new URLSearchParams(query)}`,
    headers: who?.headers,
  });

describe('GET /api/geocode', () => {
  it('needs a signed-in user and a postcode or an address', async () => {
    expect((await geocode({ postcode: 'SW19 3ES' }, null)).statusCode).toBe(401);
    const res = await geocode({});
    expect([res.statusCode, res.json().message]).toEqual([400, 'Enter a postcode or an address']);
  });

  it('answers from the postcode table: the postcode, then its sector, then its outward code', async () => {
    const cases: [string, object][] = [
      ['sw193es', { latitude: 51.4231, longitude: -0.2075, precision: 'postcode' }],
      ['SW19 3ZZ', { latitude: 51.4236, longitude: -0.208, precision: 'sector' }],
      ['SW19 3', { latitude: 51.4236, longitude: -0.208, precision: 'sector' }],
      ['SW19 9ZZ', { latitude: expect.closeTo(51.4191, 4), precision: 'district' }],
      ['CT11 7BB', { latitude: 51.335, longitude: 1.41, precision: 'district' }],
      ['CT11', { latitude: 51.335, longitude: 1.41, precision: 'district' }],
    ];
    for (const [postcode, expected] of cases) {
      const res = await geocode({ postcode, address: '1 High Street' });
      expect(res.statusCode, postcode).toBe(200);
      expect(res.json(), postcode).toMatchObject(expected);
    }
    expect(service.asked).toEqual([]);
  });

  it('asks the GEOCODER_URL service for what the table cannot place, once per address', async () => {
    const query = { postcode: 'M1 1AE', address: '1 Piccadilly, Manchester' };
    const first = await geocode(query);
    expect(first.json()).toEqual({ latitude: 53.4794, longitude: -2.2453, precision: 'address' });
    const [asked] = service.asked;
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      q: '1 Piccadilly, Manchester, M1 1AE',
      format: 'json',
      limit: '1',
      countrycodes: 'gb',
    });
    expect(service.agents[0]).toMatch(/^HomeHunter\//);
    expect((await geocode(query)).json()).toEqual(first.json());
    expect(service.asked).toHaveLength(1);
  });

  it('answers 404 with the spec message when nobody can place it, or the answer is outside the UK', async () => {
    for (const address of ['Nowhere Lane', 'Rue de Rivoli, Paris']) {
      const res = await geocode({ address });
      expect([res.statusCode, res.json()], address).toEqual([
        404,
        { message: geocodeNotFoundMessage, code: 'not_found' },
      ]);
    }
  });

  it('without GEOCODER_URL asks nobody outside', async () => {
    const offline = await buildTestApp();
    try {
      const someone = await registerUser(offline.app);
      const asked = service.asked.length;
      const res = await offline.app.inject({
        method: 'GET',
        url: '/api/geocode?address=1%20Piccadilly',
        headers: someone.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(service.asked).toHaveLength(asked);
    } finally {
      await offline.close();
    }
  });
});

describe('createAddressGeocoder', () => {
  it('gives up on a slow or failing service with a 502 the form can explain', async () => {
    const broken = fakeGeocoder((url) =>
      url.searchParams.get('q') === 'slow' ? { hang: true } : { status: 500 },
    );
    const lookUp = createAddressGeocoder(await broken.start(), 'test', 100);
    try {
      for (const query of ['slow', 'error']) {
        await expect(lookUp(query)).rejects.toMatchObject({ statusCode: 502 });
      }
    } finally {
      await broken.stop();
    }
  });
});
