import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getNearbySales } from './get-nearby-sales';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers }),
    ),
  );

describe('getNearbySales', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when no sold data is loaded at all', async () => {
    answer(200, [], { 'X-Sold-Data': 'empty' });
    await expect(getNearbySales('SW1A 1AA')).resolves.toEqual({ sales: [], dataLoaded: false });
  });

  it('takes a postcode the register does not know for no sales nearby', async () => {
    answer(404, { message: 'Postcode not found', code: 'not_found' });
    await expect(getNearbySales('ZZ99 9ZZ')).resolves.toEqual({ sales: [], dataLoaded: true });
    answer(400, { message: 'Enter a UK postcode', code: 'validation_failed' });
    await expect(getNearbySales('nonsense')).resolves.toEqual({ sales: [], dataLoaded: true });
  });

  it('passes other failures on', async () => {
    answer(500, { message: 'Internal server error', code: 'internal_error' });
    await expect(getNearbySales('SW1A 1AA')).rejects.toBeInstanceOf(ApiError);
  });
});
