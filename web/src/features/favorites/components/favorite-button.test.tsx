import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderRoutes, setUpToasts } from '@/testing/render-with-toasts';
import { takePendingSave } from '../lib/pending-save';
import { FavoriteButton } from './favorite-button';

const ID = '00000000-0000-4000-8000-000000000007';

const renderSignedOut = () =>
  renderRoutes(
    [
      {
        path: '/property/:id',
        element: (
          <>
            <FavoriteButton propertyId={ID} propertyTitle="Three bedroom semi" isAuthenticated={false} />
            <Toaster />
          </>
        ),
      },
      { path: '/login', element: <h1>Welcome Back</h1> },
    ],
    `/property/${ID}`,
  );

setUpToasts();

describe('FavoriteButton, signed out', () => {
  it("keeps SPEC 8's toast, offers 'Sign in' and remembers the save for after it", async () => {
    const user = userEvent.setup();
    const router = renderSignedOut();
    await user.click(screen.getByRole('button', { name: 'Save: Three bedroom semi' }));
    expect(await screen.findByText('Please sign in to save properties')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.queryByText('Please sign in to save properties')).toBeNull();
    expect(takePendingSave()).toMatchObject({ propertyId: ID, title: 'Three bedroom semi' });
  });
});
