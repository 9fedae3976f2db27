import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../lib/test-property';
import { PropertyDetailView } from './property-detail-view';

function renderView() {
  const property = testProperty({ images: ['one.webp', 'two.webp', 'three.webp'], zipCode: 'LS1 1AA' });
  const router = createMemoryRouter(
    [{ path: '*', element: <PropertyDetailView property={property} isAuthenticated={false} /> }],
    { initialEntries: [`/property/${property.id}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The nearby sold prices ask the server; here it has nothing to say.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PropertyDetailView', () => {
  it('gives the focus back to the button that opened the gallery', async () => {
    const user = userEvent.setup();
    renderView();
    const viewAll = screen.getByRole('button', { name: 'View All Photos (3)' });
    await user.click(viewAll);
    // The gallery's code loads on its first opening.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(viewAll);

    const third = screen.getByRole('button', { name: 'Open photo 3 of 3' });
    await user.click(third);
    expect(screen.getByRole('dialog').textContent).toContain('3 / 3');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(document.activeElement).toBe(third);
  });

  it('shows the stamp duty on the asking price', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Stamp duty' })).toBeTruthy();
    // £250,000 home mover: 2% of £125,000.
    expect(screen.getByTestId('stamp-duty-tax').textContent).toBe('£2,500');
  });
});
