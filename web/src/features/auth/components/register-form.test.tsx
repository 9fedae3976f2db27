import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/use-toast', () => ({ toast }));

function renderForm(variant: 'combined' | 'sign-up') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const assign = vi.fn();
beforeEach(() => {
  // The full navigation after success must not happen in jsdom.
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
  sessionStorage.clear();
});

describe('RegisterForm', () => {
  it.each(['combined', 'sign-up'] as const)(
    '%s: links the Terms of Service and Privacy Policy',
    (variant) => {
      renderForm(variant);
      const terms = screen.getByRole('link', { name: /Terms of Service/ });
      expect(terms.getAttribute('href')).toBe('/terms-of-service');
      expect(terms.getAttribute('target')).toBe('_blank');
      expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
        '/privacy-policy',
      );
    },
  );

  it('says a verification e-mail was sent, beside the spec toast, and after the page loads again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 'u1', email: 'olivia@example.co.uk' }), { status: 201 }),
      ),
    );
    const user = renderForm('combined');
    await user.type(screen.getByLabelText('Username'), 'olivia');
    await user.type(screen.getByLabelText('Email'), 'olivia@example.co.uk');
    await user.type(screen.getByLabelText('First Name'), 'Olivia');
    await user.type(screen.getByLabelText('Last Name'), 'Bennett');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'We sent a verification email to olivia@example.co.uk. Open the link in it to confirm your address.',
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'Account created!',
      description: "Your account has been created and you're now signed in.",
    });
    expect(JSON.parse(sessionStorage.getItem('homehunter_flash_toast') ?? '{}')).toMatchObject({
      title: 'Verify your email',
      description: expect.stringContaining('olivia@example.co.uk') as string,
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/my-properties'));
  });
});
