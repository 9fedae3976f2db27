import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SoldSearchError, getSoldPrices } from './get-sold-prices';

const search = { postcode: 'ZZ99 9ZZ', radius: 1, timeRange: 'all' } as const;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers }),
    ),
  );

describe('getSoldPrices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the page, its total and the data status from the headers', async () => {
    answer(200, [{ id: 'a' }], { 'X-Total-Count': '31', 'X-Sold-Data': 'loading' });
    await expect(getSoldPrices(search)).resolves.toEqual({
      results: [{ id: 'a' }],
      total: 31,
      dataStatus: 'loading',
    });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Pragma: 'no-cache' });
  });

  it("tells a refused search by its code and shows the server's words", async () => {
    const message =
      'Enter a valid UK postcode, e.g. SW19 1AA (or a postcode sector or district such as SW19 1 or SW19)';
    answer(400, { message, error: message, code: 'validation_failed' });
    const error = await getSoldPrices({ ...search, postcode: 'HELLO' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoldSearchError);
    expect((error as SoldSearchError).message).toBe(message);
    // 'Postcode not found' for text that is no postcode (an older server) stays a refusal too.
    answer(404, { message: 'Postcode not found', error: 'Postcode not found', code: 'not_found' });
    await expect(getSoldPrices({ ...search, postcode: 'HELLO' })).rejects.toThrow(
      new SoldSearchError('Postcode not found'),
    );
  });

  it.each(['SW1A 1AA', 'ZZ99 9ZZ', 'SW1A', 'SW1A 1'])(
    'takes a 404 for %s, a real postcode, sector or district, as one the loaded data does not hold',
    async (postcode) => {
      answer(404, { message: 'Postcode not found', error: 'Postcode not found', code: 'not_found' });
      await expect(getSoldPrices({ ...search, postcode })).resolves.toEqual({
        results: [],
        total: 0,
        dataStatus: 'loaded',
        notHeld: true,
      });
    },
  );

  it('still refuses a well-formed postcode the server refuses for another reason', async () => {
    answer(400, { message: 'radius must be one of 0, 0.25, 0.5, 1, 3, 5 or 10', code: 'validation_failed' });
    await expect(getSoldPrices(search)).rejects.toThrow(
      new SoldSearchError('radius must be one of 0, 0.25, 0.5, 1, 3, 5 or 10'),
    );
  });

  it('treats any other failure as not reaching the data', async () => {
    answer(503, { message: 'Sold data is loading', code: 'service_unavailable' });
    await expect(getSoldPrices(search)).rejects.toBeInstanceOf(ApiError);
    answer(400, { message: 'Bad' }); // a status alone says nothing
    await expect(getSoldPrices(search)).rejects.not.toBeInstanceOf(SoldSearchError);
  });

  it("refuses an OK answer that carries an error field (SPEC 7's 'object with error field')", async () => {
    answer(200, { error: 'Please enter a valid UK postcode' });
    await expect(getSoldPrices(search)).rejects.toThrow(
      new SoldSearchError('Please enter a valid UK postcode'),
    );
  });
});
