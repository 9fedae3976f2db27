import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

async function submitNewPassword() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ResetPasswordForm token="a-token" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), 'new-password-1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains a link that is unknown, used or expired, with the way to a new one', async () => {
    answer(400, { message: 'This reset link is invalid or has expired.', code: 'invalid_token' });
    await submitNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
  });

  it('does not call a refused password a bad link', async () => {
    answer(400, { message: 'Password must be at least 6 characters', code: 'validation_failed' });
    await submitNewPassword();
    await screen.findByRole('button', { name: 'Set New Password' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
  });
});
