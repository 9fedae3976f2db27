import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { showQueuedToast, toastAfterReload } from '@/lib/flash-toast';
import { toast } from '@/lib/use-toast';
import { renderRoutes, setUpToasts } from '@/testing/render-with-toasts';
import { Toaster } from './toaster';

function Layout() {
  return (
    <>
      <Link to="/sold-prices">Sold prices</Link>
      <Link to="/property/1%20High%20Street/SW19%203ES">History</Link>
      <Link to="/property/1%20High%20Street/SW19%203ES?tab=map">Same page, new query</Link>
      <Outlet />
      <Toaster />
    </>
  );
}

const renderApp = (path = '/sold-prices') =>
  renderRoutes([{ path: '/', element: <Layout />, children: [{ path: '*', element: null }] }], path);

setUpToasts();

describe('Toaster', () => {
  // First in the file: Radix Toast's code has not been loaded yet.
  it('shows a toast at once, before Radix Toast has loaded, so a redirect right after cannot hide it', () => {
    renderApp();
    act(() => void toast({ title: 'Welcome to Home Hunter!', description: 'Redirecting to home page...' }));
    expect(screen.getByText('Welcome to Home Hunter!')).toBeTruthy();
    expect(screen.getByText('Redirecting to home page...')).toBeTruthy();
  });

  it('closes the toast of the page the user leaves', async () => {
    const user = userEvent.setup();
    renderApp();
    act(() => void toast({ title: 'Search Complete', description: 'Found 66 properties for SW19 3ES' }));
    // Radix Toast loads with the first toast.
    expect(await screen.findByText('Search Complete')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.queryByText('Search Complete')).toBeNull();
  });

  it('keeps it while the user stays on the page (a new query string is the same page)', async () => {
    const user = userEvent.setup();
    renderApp('/property/1%20High%20Street/SW19%203ES');
    act(() => void toast({ title: 'Search Complete' }));
    await screen.findByText('Search Complete');
    await user.click(screen.getByRole('link', { name: 'Same page, new query' }));
    expect(screen.getByText('Search Complete')).toBeTruthy();
  });

  it('keeps a toast that announces the move, and one queued before a full reload', async () => {
    const user = userEvent.setup();
    renderApp();
    act(() => void toast({ title: 'Authentication Required', keepOnNavigation: true }));
    await screen.findByText('Authentication Required');
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByText('Authentication Required')).toBeTruthy();

    toastAfterReload({ title: 'Signed Out', description: 'You have been signed out successfully.' });
    act(() => showQueuedToast());
    await user.click(screen.getByRole('link', { name: 'Sold prices' }));
    expect(screen.getByText('Signed Out')).toBeTruthy();
  });

  it('offers a toast action, which runs and closes the toast', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderApp();
    act(
      () =>
        void toast({
          title: 'Please sign in to save properties',
          action: { label: 'Sign in', altText: 'Sign in from the account menu', onClick },
        }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Please sign in to save properties')).toBeNull();
  });
});
