import { SOLD_ATTRIBUTION, type SoldStatus } from '@contracts/sold';
import type { Database } from '../../db/client';
import { approximateCount } from '../postcodes/postcodes.repository';
import { isSoldDataLoading } from './load-state';
import { saleDateRange } from './sold-search.repository';

/** The official files and the commands that load them, for pages that find no sold data. */
export const HOW_TO_LOAD = [
  'npm run import:postcodes -- ONSPD_FEB_2025_UK.csv (ONS Postcode Directory) or a folder of OS Code-Point Open CSVs',
  'npm run import:price-paid -- pp-complete.csv (HM Land Registry Price Paid Data; monthly pp-monthly-update-new-version.csv keeps it current)',
];

export async function soldStatus(database: Database): Promise<SoldStatus> {
  const transactions = await approximateCount(database.db, 'sold_properties');
  const postcodes = await approximateCount(database.db, 'postcodes');
  const { earliest, latest } =
    transactions > 0 ? await saleDateRange(database.db) : { earliest: null, latest: null };
  return {
    loaded: transactions > 0,
    loading: isSoldDataLoading(database),
    transactions,
    postcodes,
    earliest,
    latest,
    attribution: SOLD_ATTRIBUTION,
    howToLoad: HOW_TO_LOAD,
  };
}
