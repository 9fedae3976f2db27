// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode } from './api-client';
import { pageState, restorePageState, serialisePageState } from './page-state';

async function renderedCache() {
  const client = new QueryClient();
  await client.prefetchQuery({
    queryKey: ['/api/properties', 'a'],
    queryFn: () => ({ title: '</script><b>' }),
  });
  await client.prefetchQuery({
    queryKey: ['/api/properties', 'missing'],
    queryFn: () => {
      throw new ApiError(404, 'Property not found', { message: 'Property not found', code: 'not_found' });
    },
  });
  await client.prefetchQuery({
    queryKey: ['/api/broken'],
    queryFn: () => {
      throw new TypeError('not an answer');
    },
  });
  return client;
}

/** The state as the browser reads it back out of the rendered page's data block. */
function throughThePage(json: string) {
  document.body.innerHTML = `<script type="application/json" id="s">${json}</script>`;
  return document.getElementById('s');
}

describe('page state', () => {
  it('carries answers and API refusals to the browser, and nothing can end its script early', async () => {
    const json = serialisePageState(pageState(await renderedCache(), 'https://homes.example'));
    expect(json).not.toContain('<');

    const browser = new QueryClient();
    const state = restorePageState(browser, throughThePage(json));
    expect(state?.origin).toBe('https://homes.example');
    expect(browser.getQueryData(['/api/properties', 'a'])).toEqual({ title: '</script><b>' });
    const refusal = browser.getQueryState(['/api/properties', 'missing'])?.error;
    expect(refusal).toBeInstanceOf(ApiError);
    expect(hasErrorCode(refusal, 'not_found')).toBe(true);
    // Anything but an API answer is left for the browser to fetch again.
    expect(browser.getQueryState(['/api/broken'])).toBeUndefined();
  });

  it('is null on a page the server did not render', () => {
    expect(restorePageState(new QueryClient(), null)).toBeNull();
  });
});
