import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissAllToasts } from '@/lib/use-toast';
import { rememberPendingSave, takePendingSave } from '../lib/pending-save';
import { usePendingSave } from './use-pending-save';

const ID = '00000000-0000-4000-8000-000000000009';

function Page({ signedIn }: { signedIn: boolean }) {
  usePendingSave(signedIn);
  return <Toaster />;
}

function renderAt(path: string, signedIn = true) {
  const router = createMemoryRouter([{ path: '*', element: <Page signedIn={signedIn} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The server: GET answers whether the home is saved; POST toggles it. */
function serverWith(saved: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'POST') saved = !saved;
      return new Response(JSON.stringify({ isFavorited: saved }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => rememberPendingSave(ID, 'Three bedroom semi'));
afterEach(() => {
  act(() => dismissAllToasts());
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('usePendingSave', () => {
  it('saves the home once signed in, on the page sign-in led to, and says so', async () => {
    const calls = serverWith(false);
    renderAt('/my-properties');
    expect(await screen.findByText('Property saved to favorites')).toBeTruthy();
    expect(screen.getByText('Three bedroom semi')).toBeTruthy();
    expect(calls).toEqual([`GET /api/properties/${ID}/favorite`, `POST /api/properties/${ID}/favorite`]);
    expect(takePendingSave()).toBeNull();
  });

  it('never unsaves a home that was already saved', async () => {
    const calls = serverWith(true);
    renderAt('/my-properties');
    expect(await screen.findByText('Property saved to favorites')).toBeTruthy();
    expect(calls).toEqual([`GET /api/properties/${ID}/favorite`]);
  });

  it('waits while signed out, and on the sign-in page itself (it reloads the app at once)', async () => {
    const calls = serverWith(false);
    renderAt('/property/x', false);
    renderAt('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    await waitFor(() => expect(takePendingSave()).toMatchObject({ propertyId: ID }));
  });
});
