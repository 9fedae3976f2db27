import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PriceAndTypeFields } from './price-and-type-fields';

interface Values {
  title: string;
  price: string;
  propertyType: string;
}

function ListingForm({ markRequired }: { markRequired?: boolean }) {
  const form = useForm<Values>({ defaultValues: { title: 'Garden flat', price: '', propertyType: 'Flat' } });
  return (
    <form noValidate>
      <PriceAndTypeFields form={form} types={['House', 'Flat']} markRequired={markRequired} />
      <button
        type="button"
        onClick={() => form.setError('price', { message: 'Price must be greater than 0' })}
      >
        Check
      </button>
    </form>
  );
}

describe('PriceAndTypeFields', () => {
  it("names both fields, marked '*' where the form marks its required fields", () => {
    const { unmount } = render(<ListingForm />);
    expect(screen.getByLabelText('Price (£)').tagName).toBe('INPUT');
    expect(screen.getByRole('combobox', { name: 'Property Type' }).textContent).toContain('Flat');
    unmount();

    render(<ListingForm markRequired />);
    expect(screen.getByLabelText('Price (£)*').tagName).toBe('INPUT');
    expect(screen.getByRole('combobox', { name: 'Property Type*' })).toBeTruthy();
  });

  it("registers the price with the caller's form and shows the form's error beside it", async () => {
    const user = userEvent.setup();
    render(<ListingForm />);
    const price = screen.getByLabelText('Price (£)');
    await user.type(price, '250,000');
    expect((price as HTMLInputElement).value).toBe('250,000');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Price must be greater than 0')).toBeTruthy();
    expect(screen.getByLabelText('Price (£)').getAttribute('aria-invalid')).toBe('true');
  });
});
