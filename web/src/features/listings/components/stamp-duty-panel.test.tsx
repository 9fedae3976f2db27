import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StampDutyPanel } from './stamp-duty-panel';

const tax = () => screen.getByTestId('stamp-duty-tax').textContent;
const rate = () => screen.getByTestId('stamp-duty-rate').textContent;
const bandTable = () => screen.getByRole('table', { name: /band by band/ });
const rows = () =>
  within(bandTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Figures worked by hand from HMRC's and the Welsh Revenue Authority's published bands. */
describe('StampDutyPanel', () => {
  it('starts with a home mover in England for an English postcode, band by band', () => {
    render(<StampDutyPanel price={300_000} postcode="LS1 1AA" />);
    expect(screen.getByRole('heading', { name: 'Stamp duty' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Moving home' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'England' })).toHaveProperty('checked', true);
    // 0% to £125,000; 2% of £125,000 = £2,500; 5% of £50,000 = £2,500.
    expect(tax()).toBe('£5,000');
    expect(rate()).toBe('1.7%');
    expect(screen.getByText('Stamp Duty Land Tax on £300,000')).toBeTruthy();
    expect(rows()).toEqual([
      ['Up to £125,000', '0%', '£0'],
      ['£125,001 to £250,000', '2%', '£2,500'],
      ['£250,001 to £300,000', '5%', '£2,500'],
      ['Total', '', '£5,000'],
    ]);
    expect(
      screen.getByText(/A guide, not tax advice: rates are HMRC residential rates from 1 April 2025/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /GOV\.UK/ }).getAttribute('href')).toBe(
      'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
    );
  });

  it('switches between the buyer cases', async () => {
    const user = userEvent.setup();
    render(<StampDutyPanel price={300_000} postcode="LS1 1AA" />);
    await user.click(screen.getByRole('radio', { name: 'First-time buyer' }));
    expect(tax()).toBe('£0');
    expect(rows()[0]).toEqual(['Up to £300,000', '0%', '£0']);
    await user.click(screen.getByRole('radio', { name: /^Additional home/ }));
    // 5% of 125,000 + 7% of 125,000 + 10% of 50,000.
    expect(tax()).toBe('£20,000');
    expect(rate()).toBe('6.7%');
  });

  it('says why first-time buyer relief does not apply above £500,000', async () => {
    const user = userEvent.setup();
    render(<StampDutyPanel price={600_000} postcode="SW19 3ES" />);
    expect(screen.queryByText(/relief only applies/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'First-time buyer' }));
    expect(
      screen.getByText('First-time buyer relief only applies up to £500,000: the standard rates apply'),
    ).toBeTruthy();
    // 2,500 + 5% of 350,000 = 20,000: the standard rates.
    expect(tax()).toBe('£20,000');
  });

  it('defaults to Wales for a Welsh postcode and can be switched to England', async () => {
    const user = userEvent.setup();
    render(<StampDutyPanel price={300_000} postcode="CF10 1AA" />);
    expect(screen.getByRole('radio', { name: 'Wales' })).toHaveProperty('checked', true);
    // LTT main rates: 0% to £225,000, 6% of £75,000.
    expect(tax()).toBe('£4,500');
    expect(screen.getByText('Land Transaction Tax on £300,000')).toBeTruthy();
    expect(screen.getByText(/Welsh Revenue Authority residential rates/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'First-time buyer' }));
    expect(screen.getByText('Wales has no first-time buyer relief: the main rates apply')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Additional home/ }));
    // LTT higher rates: 5% of 180,000 + 8.5% of 70,000 + 10% of 50,000.
    expect(tax()).toBe('£19,950');
    expect(rows()[1]).toEqual(['£180,001 to £250,000', '8.5%', '£5,950']);
    await user.click(screen.getByRole('radio', { name: 'England' }));
    expect(tax()).toBe('£20,000');
  });
});
