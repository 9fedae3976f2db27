import { userPropertyMessages as m, type UserPropertyInput } from '@contracts/user-property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: SignedInUser;
let listingId: string;

const valid: UserPropertyInput = {
  title: 'Two-bed flat',
  price: 275000,
  address: '4 Quay Street',
  city: 'Manchester',
  state: 'Greater Manchester',
  zipCode: 'M3 3JE',
};

beforeAll(async () => {
  t = await buildTestApp();
  user = await registerUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/properties',
    headers: user.headers,
    payload: valid,
  });
  listingId = (res.json() as { id: string }).id;
});
afterAll(() => t.close());

const year = new Date().getFullYear();

/** [what is wrong, the fields sent over a valid body (undefined = left out), the message expected]. */
const cases: [string, Record<string, unknown>, string][] = [
  ['no title', { title: undefined }, m.title],
  ['a blank title', { title: '   ' }, m.title],
  ['a title that is not text', { title: 42 }, 'Title must be text'],
  ['a title over 200 characters', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ['no price', { price: undefined }, m.price],
  ['a zero price', { price: 0 }, m.price],
  ['a negative price', { price: '-5' }, m.price],
  ['a price in words', { price: 'lots' }, m.price],
  ['a price with pence', { price: 250000.5 }, 'Price must be a whole number of pounds'],
  ['a price past a billion', { price: 2_000_000_000 }, 'Price must be at most £1,000,000,000'],
  ['no address', { address: '' }, m.address],
  ['no city', { city: undefined }, m.city],
  ['no county', { state: ' ' }, m.state],
  ['no postcode', { zipCode: '' }, m.zipCode],
  ['a postcode that is not one', { zipCode: 'ZZZ' }, 'Enter a valid UK postcode, e.g. SW19 3ES'],
  ['a blank property type', { propertyType: '' }, m.propertyType],
  [
    'an unknown property type',
    { propertyType: 'Castle' },
    'Property type must be one of House, Apartment, Condo, Townhome, Flat, Bungalow, Cottage, Townhouse',
  ],
  ['negative bedrooms', { bedrooms: -1 }, m.bedrooms],
  ['blank bedrooms', { bedrooms: '' }, m.bedrooms],
  ['half a bedroom', { bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
  ['too many bedrooms', { bedrooms: 51 }, 'Bedrooms must be at most 50'],
  ['blank bathrooms', { bathrooms: '' }, m.bathrooms],
  ['bathrooms in words', { bathrooms: 'two' }, m.bathrooms],
  ['bathrooms with two decimals', { bathrooms: '1.25' }, 'Bathrooms can have one decimal place, e.g. 1.5'],
  ['too many bathrooms', { bathrooms: 10 }, 'Bathrooms must be at most 9.9'],
  ['zero square feet', { sqft: 0 }, m.sqft],
  ['fractional square feet', { sqft: 900.5 }, 'Square footage must be a whole number'],
  ['a mansion past a million square feet', { sqft: 1_000_001 }, 'Square footage must be at most 1,000,000'],
  [
    'a description over 5,000 characters',
    { description: 'x'.repeat(5001) },
    'Description must be at most 5000 characters',
  ],
  ['a year built before 1800', { yearBuilt: 1799 }, `Year built must be between 1800 and ${year}`],
  ['a year built in the future', { yearBuilt: year + 1 }, `Year built must be between 1800 and ${year}`],
  ['a year built that is not a year', { yearBuilt: 'old' }, 'Year built must be a year, e.g. 1930'],
  ['a lot size of zero', { lotSize: 0 }, 'Lot size must be a number of acres greater than 0'],
  ['a lot size too large', { lotSize: 1000 }, 'Lot size must be at most 999.99 acres'],
  ['a lot size with three decimals', { lotSize: 0.125 }, 'Lot size can have two decimal places, e.g. 0.25'],
  ['a latitude without a longitude', { latitude: 53.48 }, m.longitude],
  ['a longitude without a latitude', { longitude: -2.24 }, m.latitude],
  [
    'a latitude outside the UK',
    { latitude: 40.71, longitude: -2.24 },
    'Latitude must be in the UK (between 49 and 61)',
  ],
  [
    'a longitude outside the UK',
    { latitude: 53.48, longitude: -74 },
    'Longitude must be in the UK (between -8.7 and 1.8)',
  ],
  ['a latitude in words', { latitude: 'north', longitude: -2.24 }, 'Latitude must be a number'],
  ['an agent e-mail that is not one', { agentEmail: 'agent-at-example' }, m.agentEmail],
  [
    'an agent phone with letters',
    { agentPhone: 'call me' },
    'Enter a valid phone number, e.g. 020 7946 0000',
  ],
  [
    'an agent name over 100 characters',
    { agentName: 'x'.repeat(101) },
    'Agent name must be at most 100 characters',
  ],
  ['features that are numbers', { features: [1, 2] }, 'Features must be a list or comma-separated text'],
  [
    'more than 30 features',
    { features: Array.from({ length: 31 }, (_, i) => `f${i}`) },
    'A listing can have at most 30 features',
  ],
  [
    'a feature over 100 characters',
    { features: ['x'.repeat(101)] },
    'Each feature must be at most 100 characters',
  ],
  [
    'six images',
    { images: Array.from({ length: 6 }, (_, i) => `/objects/uploads/${String(i).repeat(32)}.webp`) },
    m.tooManyImages,
  ],
  [
    'an image from another site',
    { images: ['https://evil.example/x.jpg'] },
    'Each image must be a photo uploaded with the image picker',
  ],
  [
    'an image path that climbs out',
    { images: ['/objects/uploads/../../../etc/passwd'] },
    'Each image must be a photo uploaded with the image picker',
  ],
  [
    'the same image twice',
    { images: Array(2).fill(`/objects/uploads/${'a'.repeat(32)}.webp`) },
    'Each image can appear only once',
  ],
  ['images that are not a list', { images: 'photo.jpg' }, 'Images must be a list'],
];

describe('listing body validation (POST and PUT share the rules)', () => {
  it.each(cases)('refuses %s with a readable 400', async (_what, change, message) => {
    const payload = { ...valid, ...change };
    for (const [method, url] of [
      ['POST', '/api/user/properties'],
      ['PUT', `/api/user/properties/${listingId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: user.headers, payload });
      expect(res.statusCode, `${method}: ${res.body}`).toBe(400);
      expect((res.json() as { message: string }).message).toBe(message);
    }
  });

  it('refuses a body that is not a JSON object, or not JSON at all', async () => {
    for (const payload of ['[1,2]', 'null', '"house"', '{"title":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/properties',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/JSON/);
    }
  });

  it('names every problem at once in issues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/properties',
      headers: user.headers,
      payload: {},
    });
    const { issues } = res.json() as { issues: { path: string; message: string }[] };
    expect(issues).toEqual([
      { path: 'title', message: m.title },
      { path: 'price', message: m.price },
      { path: 'address', message: m.address },
      { path: 'city', message: m.city },
      { path: 'state', message: m.state },
      { path: 'zipCode', message: m.zipCode },
    ]);
  });
});
