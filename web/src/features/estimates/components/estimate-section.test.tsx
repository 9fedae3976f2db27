import type { Estimate } from '@contracts/estimate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EstimateSection } from './estimate-section';

const sale = (i: number) => ({
  address: `${i} Oak Road, London`,
  postcode: 'SW19 7AB',
  date: '2019-06-15',
  price: 400_000 + i * 1000,
  adjustedPrice: 480_000 + i * 1000,
  weight: 0.04,
  propertyType: 'Terraced',
  tenure: 'Freehold',
  newBuild: false,
  relation: 'postcode' as const,
});

const base: Estimate = {
  status: 'estimate',
  reason: null,
  address: '7 Elm Road, London',
  postcode: 'SW19 7AA',
  asOf: '2021-01-01',
  estimate: 480_000,
  low: 413_000,
  high: 533_000,
  rangeCoverage: 0.8,
  confidence: 'medium',
  method: 'repeat-sale-and-comparables',
  methodSummary: 'How it is made.',
  lastSale: {
    ...sale(0),
    address: '7 Elm Road, London',
    price: 400_000,
    adjustedPrice: 480_000,
    weight: 0.55,
  },
  comparables: Array.from({ length: 12 }, (_, i) => sale(i + 1)),
  otherComparables: { count: 40, weight: 0.02 },
  index: null,
  askingPrice: 500_000,
  askingPriceDifferencePercent: 4.2,
  attribution: 'Contains HM Land Registry data',
};

function renderSection({ data, isError }: { data: Estimate | undefined; isError: boolean }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EstimateSection estimate={data} failed={isError} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'What is it worth?' });
}

describe('EstimateSection', () => {
  it('shows the estimate, range, confidence, asking-price comparison and own last sale', () => {
    const section = renderSection({ data: base, isError: false });
    expect(within(section).getByTestId('estimate-value').textContent).toBe('£480,000');
    expect(within(section).getByText('£413,000 – £533,000')).toBeTruthy();
    expect(within(section).getByText('Medium confidence')).toBeTruthy();
    expect(within(section).getByTestId('asking-price-comparison').textContent).toBe(
      'Asking price is 4.2% above our estimate',
    );
    expect(section.textContent).toContain('Last sold for £400,000 on 15 June 2019');
    expect(section.textContent).toContain('And 40 older or more distant sales, 2% of the estimate together.');
  });

  it('lists the ten heaviest comparables, then all of them on request, each linked to its history', async () => {
    const section = renderSection({ data: base, isError: false });
    const table = within(section).getByRole('region', { name: 'Sales used for the estimate' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Show all 12 sales listed' }));
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('link', { name: '1 Oak Road, London' }).getAttribute('href')).toBe(
      '/property/1%20Oak%20Road%2C%20London/SW19%207AB',
    );
  });

  it('says why when there is no estimate, and when it could not be loaded', () => {
    const withheld = renderSection({
      data: { ...base, status: 'withheld', reason: 'Too few sales.', estimate: null, comparables: [] },
      isError: false,
    });
    expect(withheld.textContent).toContain("We can't estimate this home's value yet.");
    expect(withheld.textContent).toContain('Too few sales.');
  });

  it('says so when the estimate could not be loaded', () => {
    const failed = renderSection({ data: undefined, isError: true });
    expect(failed.textContent).toContain('The estimate could not be loaded just now.');
  });
});
