import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactAgentForm } from './contact-agent-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/use-toast', () => ({ toast }));

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactAgentForm propertyId="00000000-0000-4000-8000-000000000001" />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form', { name: 'Contact agent' }));
}

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('');

describe('ContactAgentForm', () => {
  it('marks each missing field with its own message, and keeps the spec toast', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const expected = {
      'First name': 'Enter your first name',
      'Last name': 'Enter your last name',
      Email: 'Enter your email address',
      Phone: 'Enter your phone number',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = form.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(errorOf(field), label).toBe(message);
    }
    expect(form.getByLabelText('Message').getAttribute('aria-invalid')).toBeNull();
    expect(form.queryByText('All contact information is required.')).toBeNull();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Please fill in all fields',
        description: 'All contact information is required.',
      }),
    );
  });

  it('names only what is still wrong once some fields are filled', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.getByLabelText('First name'), 'Olivia');
    await user.type(form.getByLabelText('Last name'), 'Bennett');
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText('Phone'), '07700 900123');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(errorOf(form.getByLabelText('Email'))).toBe('Please enter a valid email address');
    expect(form.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(form.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
  });
});
