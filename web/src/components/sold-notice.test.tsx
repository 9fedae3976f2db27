import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SoldNotice, soldText } from './sold-notice';

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('SoldNotice', () => {
  const forSale = {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Flat 2',
    soldPrice: null,
    soldDate: null,
  };
  const sold = { ...forSale, soldPrice: 325_000, soldDate: '2025-06-02' };

  it("says what HM Land Registry recorded, in the site's money and date formats", () => {
    wrap(<SoldNotice listing={sold} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Sold for £325,000 on 2 June 2025 (HM Land Registry)',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(soldText(1_250_000, '2024-12-31')).toBe(
      'Sold for £1,250,000 on 31 December 2024 (HM Land Registry)',
    );
  });

  it('shows nothing for a listing that is for sale', () => {
    const { container } = wrap(<SoldNotice listing={forSale} canUndo />);
    expect(container.textContent).toBe('');
  });

  it('lets the owner undo it after confirming: DELETE /api/properties/:id/sold-match', async () => {
    const fetch = vi.fn(async () => Response.json({ ...sold, soldPrice: null, soldDate: null }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    wrap(<SoldNotice listing={sold} canUndo />);
    await user.click(screen.getByRole('button', { name: "This is not my home's sale" }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo sale' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/properties/${sold.id}/sold-match`);
    expect(init.method).toBe('DELETE');
  });
});
