import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyFacts } from './key-facts';
import { Badge } from './ui/badge';

const items = () =>
  within(screen.getByRole('list', { name: 'Key facts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('KeyFacts', () => {
  it("shows a listing card's rooms and floor area the way buyers read them", () => {
    render(<KeyFacts property={{ bedrooms: 3, bathrooms: '1.5', sqft: 1250 }} />);
    expect(items()).toEqual(['3 beds', '1.5 baths', '1,250 sqft']);
  });

  it('calls a home without a separate bedroom a studio, never 0 beds', () => {
    render(<KeyFacts property={{ bedrooms: 0, bathrooms: '1.0', sqft: 400 }} />);
    expect(items()).toEqual(['Studio', '1 bath', '400 sqft']);
  });

  it("counts the rooms in full words on the admin's cards, with its badges as further facts", () => {
    render(
      <KeyFacts property={{ bedrooms: 1, bathrooms: '2.0', sqft: 900 }} wording="rooms">
        <Badge variant="secondary">Flat</Badge>
        {false}
        <Badge variant="outline">Sold</Badge>
      </KeyFacts>,
    );
    expect(items()).toEqual(['1 bedroom', '2 bathrooms', 'Flat', 'Sold']);
  });
});
