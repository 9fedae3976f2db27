import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListingQuery } from './use-listing-query';

const inRouter =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe('useListingQuery', () => {
  it("keeps clearPriceCap the same function while the search is the same (it is a deferred part's prop)", () => {
    const { result, rerender } = renderHook(useListingQuery, {
      wrapper: inRouter('/search?maxPrice=300000'),
    });
    const first = result.current.clearPriceCap;
    rerender();
    expect(result.current.clearPriceCap).toBe(first);
  });

  it('clears only the maximum price', () => {
    const { result } = renderHook(useListingQuery, {
      wrapper: inRouter('/search?location=Leeds&maxPrice=300000'),
    });
    act(() => result.current.clearPriceCap());
    expect(result.current.query.filters).toMatchObject({ location: 'Leeds', maxPrice: '' });
  });
});
