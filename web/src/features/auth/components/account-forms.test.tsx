import type { PublicUser } from '@contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountEmailForm } from './account-email-form';
import { AccountNameForm } from './account-name-form';
import { AccountPasswordForm } from './account-password-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/use-toast', () => ({ toast }));

const user: PublicUser = {
  id: 'u1',
  username: 'olivia',
  email: 'olivia@example.co.uk',
  firstName: 'Olivia',
  lastName: 'Bennett',
  isAdmin: false,
  emailVerified: true,
  preferredPropertyType: null,
  preferredLocation: null,
  minBudget: null,
  maxBudget: null,
  preferredBedrooms: null,
  preferredBathrooms: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof answer>) => {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
};

function renderWithQuery(ui: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe('account forms', () => {
  it('saves a changed name with PATCH /api/auth/account', async () => {
    const fetch = answer(200, { ...user, firstName: 'Liv' });
    const ui = renderWithQuery(<AccountNameForm user={user} />);
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toHaveProperty('disabled', true);
    await ui.clear(screen.getByLabelText('First name'));
    await ui.type(screen.getByLabelText('First name'), ' Liv ');
    await ui.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Name updated' })),
    );
    expect(sent(fetch)).toEqual({
      url: '/api/auth/account',
      method: 'PATCH',
      body: { firstName: 'Liv', lastName: 'Bennett' },
    });
  });

  it('refuses an empty name on its own field', async () => {
    const fetch = answer(200, user);
    const ui = renderWithQuery(<AccountNameForm user={user} />);
    await ui.clear(screen.getByLabelText('Last name'));
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(messageOf(screen.getByLabelText('Last name'))).toContain('Last name is required');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks a taken e-mail address on the e-mail field', async () => {
    answer(409, { message: 'An account with this email already exists', code: 'conflict' });
    const ui = renderWithQuery(<AccountEmailForm />);
    await ui.type(screen.getByLabelText('New email address'), 'taken@example.co.uk');
    await ui.type(screen.getByLabelText('Current password'), 'correct-horse-1');
    await ui.click(screen.getByRole('button', { name: 'Change email' }));
    const email = screen.getByLabelText('New email address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(email)).toContain('An account with this email already exists');
    expect(toast).not.toHaveBeenCalled();
  });

  it('marks a wrong password on the password field, and says where the link went on success', async () => {
    answer(400, { message: 'Current password is incorrect', code: 'invalid_credentials' });
    const ui = renderWithQuery(<AccountEmailForm />);
    await ui.type(screen.getByLabelText('New email address'), 'new@example.co.uk');
    await ui.type(screen.getByLabelText('Current password'), 'wrong-password');
    await ui.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Current password'))).toContain('incorrect'));

    const fetch = answer(200, { ...user, email: 'new@example.co.uk', emailVerified: false });
    await ui.clear(screen.getByLabelText('Current password'));
    await ui.type(screen.getByLabelText('Current password'), 'correct-horse-1');
    await ui.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Check your new inbox',
          description: expect.stringContaining('new@example.co.uk') as string,
        }),
      ),
    );
    expect(sent(fetch).body).toEqual({ email: 'new@example.co.uk', currentPassword: 'correct-horse-1' });
  });

  it('asks for the new password twice, and the current one', async () => {
    const fetch = answer(200, { message: 'Your password has been changed.' });
    const ui = renderWithQuery(<AccountPasswordForm />);
    await ui.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await ui.type(screen.getByLabelText('Confirm new password'), 'brand-new-pas');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messageOf(screen.getByLabelText('Confirm new password'))).toContain('Passwords do not match');
    expect(messageOf(screen.getByLabelText('Current password'))).toContain('Current password is required');
    expect(fetch).not.toHaveBeenCalled();

    await ui.type(screen.getByLabelText('Confirm new password'), 's');
    await ui.type(screen.getByLabelText('Current password'), 'correct-horse-1');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password changed' })),
    );
    expect(sent(fetch)).toEqual({
      url: '/api/auth/change-password',
      method: 'POST',
      body: { currentPassword: 'correct-horse-1', newPassword: 'brand-new-pass' },
    });
  });
});
