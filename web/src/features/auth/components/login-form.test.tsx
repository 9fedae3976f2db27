import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/use-toast', () => ({ toast }));

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

async function signIn(username: string, password: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('');

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.mockClear();
  });

  it('marks both fields after wrong credentials, and keeps the spec toast', async () => {
    answer(401, { message: 'Invalid username or password', code: 'invalid_credentials' });
    const user = await signIn('olivia', 'wrong-password');
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(username)).toBe('Check your username: it and the password do not match an account');
    expect(describedBy(password)).toBe('Check your password (it is case-sensitive)');
    expect(document.activeElement).toBe(password);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Authentication Failed',
        description: 'Invalid username or password',
      }),
    );

    // Typing again clears the mark on the field being corrected.
    await user.type(password, '-2');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
  });

  it('leaves the fields alone when the server could not be asked', async () => {
    answer(429, { message: 'Too many attempts. Please try again later.', code: 'rate_limited' });
    await signIn('olivia', 'whatever-1');
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
