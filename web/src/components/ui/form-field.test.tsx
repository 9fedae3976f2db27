import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('names its control by the label, with the hint as its description', () => {
    render(
      <FormField label="New Password" hint="At least 6 characters">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('New Password');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['At least 6 characters']);
  });

  it('shows the error message under the field and marks the control invalid', () => {
    render(
      <FormField label="Email" hint="We never share it" error="Please enter a valid email address">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['We never share it', 'Please enter a valid email address']);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it("keeps the control's own id", () => {
    render(
      <FormField label="UK Postcode">
        <Input id="uk-postcode" />
      </FormField>,
    );
    expect(screen.getByLabelText('UK Postcode').id).toBe('uk-postcode');
  });
});
