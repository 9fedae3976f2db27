import type { StampDutyResult, TaxBandShare, TaxNation } from '@contracts/stamp-duty';
import { formatMoney } from '@/lib/format';

/** A band row of the breakdown: the part of this price it covers, its rate and the tax on it. */
export interface BandRow {
  portion: string;
  rate: string;
  tax: string;
}

/**
 * The bands the price reaches, each labelled with the part of the price inside it ('Up to
 * £125,000', '£125,001 to £250,000', '£250,001 to £300,000' for a £300,000 home).
 */
export function bandRows(result: StampDutyResult, price: number): BandRow[] {
  return result.bands
    .filter((band) => band.from < price || (band.from === 0 && price === 0))
    .map((band) => ({
      portion: portionLabel(band, price),
      rate: rateLabel(band.rate),
      tax: taxLabel(band.tax),
    }));
}

function portionLabel(band: TaxBandShare, price: number) {
  const top = band.to === null ? price : Math.min(price, band.to);
  if (band.from === 0) return `Up to ${formatMoney(top)}`;
  return `${formatMoney(band.from + 1)} to ${formatMoney(top)}`;
}

/** '5%', '8.5%'. */
export const rateLabel = (rate: number) => `${rate}%`;

/** The tax on one band, to the pound, as the total is (rounded down). */
const taxLabel = (tax: number) => formatMoney(Math.floor(tax));

/** Where each nation's rates are published, to check the figure against. */
export const RATES_PAGES: Record<TaxNation, { label: string; url: string }> = {
  england: {
    label: 'GOV.UK: Stamp Duty Land Tax residential rates',
    url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
  wales: {
    label: 'Welsh Government: Land Transaction Tax rates and bands',
    url: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  },
};
