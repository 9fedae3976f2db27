import { listingCardSchema, type Property, propertySchema } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings, search } from '../../test/test-listings';

const FULL_KEYS = Object.keys(propertySchema.shape);
/** The card's keys in the full listing's order: a card is the full listing with fields left out. */
const CARD_KEYS = FULL_KEYS.filter((key) => key in listingCardSchema.shape);

/** The card a full listing makes: its card fields, values untouched. */
const cardOf = (listing: Property) =>
  Object.fromEntries(CARD_KEYS.map((key) => [key, listing[key as keyof Property]]));

describe('fields=card: the list shape of the grid and the map (issue 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtureListings(t.database.db, 40);
  });
  afterAll(() => t.close());

  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/properties?${query}` });

  /** The same page in both shapes: the cards hold exactly the card fields, with the full values. */
  function expectCardsOf(fullBody: string, cardBody: string) {
    const full: Property[] = JSON.parse(fullBody);
    const cards: Record<string, unknown>[] = JSON.parse(cardBody);
    expect(full.length).toBeGreaterThan(0);
    for (const listing of full) expect(Object.keys(listing)).toEqual(FULL_KEYS);
    for (const card of cards) expect(Object.keys(card)).toEqual(CARD_KEYS);
    // Compared as JSON text: what the card does send is byte for byte what the full listing sends.
    expect(cardBody).toBe(JSON.stringify(full.map(cardOf)));
  }

  it('GET /api/properties: every listing of the page, in the card shape, with the same total', async () => {
    const [full, cards] = await Promise.all([
      list('sort=price-low&limit=25'),
      list('sort=price-low&limit=25&fields=card'),
    ]);
    expect(cards.statusCode, cards.body).toBe(200);
    expectCardsOf(full.body, cards.body);
    expect(cards.headers['x-total-count']).toBe(full.headers['x-total-count']);
    expect(CARD_KEYS.length).toBeLessThan(FULL_KEYS.length);
  });

  it('GET /api/properties: a load-more page (after) in the card shape', async () => {
    const [first] = JSON.parse((await list('limit=10&fields=card')).body) as { id: string }[];
    const after = `limit=10&after=${first!.id}`;
    const [full, cards] = await Promise.all([list(after), list(`${after}&fields=card`)]);
    expectCardsOf(full.body, cards.body);
  });

  it.each([
    ['a filter', { bedrooms: 2, sort: 'newest' }],
    ['a map area', { bbox: { south: 49, west: -8, north: 61, east: 2 }, limit: 200 }],
  ])('POST /api/properties/search with %s, in the card shape', async (_name, body) => {
    const [full, cards] = await Promise.all([
      search(t.app, body),
      search(t.app, { ...body, fields: 'card' }),
    ]);
    expect(cards.statusCode, cards.body).toBe(200);
    expectCardsOf(full.body, cards.body);
    expect(cards.headers['x-total-count']).toBe(full.headers['x-total-count']);
  });

  const fieldsMessage =
    "fields must be 'card' (the short listings of the grid and the map), or left out for full listings";

  it.each(['full', 'Card', '', 'card,images'])('GET fields=%j is refused with 400', async (value) => {
    const res = await list(`fields=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fieldsMessage);
  });

  it.each(['full', 1, ['card'], null])('POST fields %j is refused with 400', async (value) => {
    const res = await search(t.app, { fields: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fieldsMessage);
  });
});
