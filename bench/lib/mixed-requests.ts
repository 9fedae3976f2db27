import sharp from 'sharp';
import { sessionCookieName } from '../../server/lib/session-token';
import { firstSoldSale } from './demo-pages';

/** One step of autocannon's per-connection request sequence. */
export interface SequenceStep {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: SequenceStep, context: Record<string, string>) => SequenceStep;
  onResponse?: (status: number, body: string, context: Record<string, string>) => void;
}

export interface SiteFixtures {
  username: string;
  password: string;
  cookie: string;
  listingIds: string[];
  soldPostcode: string;
  soldAddress?: string;
  soldAddressPostcode?: string;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A signed-in user and the ids the mix needs, made through the API as a visitor would. */
export async function prepareSite(url: string, soldPostcode: string): Promise<SiteFixtures> {
  const suffix = `${process.pid}${Date.now() % 1e6}`;
  const username = `loaduser${suffix}`;
  const password = 'load-test-password-1';
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    ...json({ username, email: `${username}@example.com`, password, firstName: 'Load', lastName: 'Test' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const name = sessionCookieName(false);
  const cookie = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error('register: no session cookie');
  const listings = (await (await fetch(`${url}/api/properties?limit=50`)).json()) as { id: string }[];
  const sale = await firstSoldSale(url, soldPostcode);
  return {
    username,
    password,
    cookie,
    listingIds: listings.map((l) => l.id),
    soldPostcode,
    soldAddress: sale?.address,
    soldAddressPostcode: sale?.postcode,
  };
}

/**
 * The mix each connection cycles through: browsing and search most, then sold prices, with a
 * sign-in, favourite toggles and a photo upload (signed URL, then the PUT) in every round.
 */
export async function mixedSequence(site: SiteFixtures): Promise<SequenceStep[]> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9' } })
    .png()
    .toBuffer();
  const signedIn = { cookie: site.cookie };
  const listing = (i: number) => site.listingIds[i % Math.max(1, site.listingIds.length)] ?? 'none';
  const sold = `/api/sold-prices?location=${encodeURIComponent(site.soldPostcode)}&radius=1`;
  const history =
    site.soldAddress && site.soldAddressPostcode
      ? `/api/property-history?${new URLSearchParams({ address: site.soldAddress, postcode: site.soldAddressPostcode })}`
      : sold;
  return [
    { method: 'GET', path: '/api/properties?limit=20' },
    { method: 'POST', path: '/api/properties/search', ...json({ location: 'London', limit: 20 }) },
    { method: 'GET', path: `/api/properties/${listing(0)}` },
    { method: 'GET', path: sold },
    { method: 'GET', path: history },
    { method: 'POST', path: `/api/properties/${listing(1)}/favorite`, headers: signedIn },
    { method: 'GET', path: '/api/properties?limit=20&offset=20' },
    { method: 'GET', path: `/api/properties/${listing(2)}` },
    { method: 'GET', path: `${sold}&sort=price-desc` },
    {
      method: 'POST',
      path: '/api/auth/login',
      ...json({ username: site.username, password: site.password }),
    },
    { method: 'POST', path: `/api/properties/${listing(1)}/favorite`, headers: signedIn },
    {
      method: 'POST',
      path: '/api/objects/upload',
      headers: signedIn,
      onResponse: (status, body, context) => {
        if (status === 200)
          context.uploadPath = new URL(
            (JSON.parse(body) as { uploadURL: string }).uploadURL,
            'http://x',
          ).pathname;
      },
    },
    {
      method: 'PUT',
      path: '/api/objects/uploads/none',
      headers: { 'content-type': 'image/png' },
      body: photo,
      setupRequest: (request, context) => ({ ...request, path: context.uploadPath ?? request.path }),
    },
  ];
}
