import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import type { SoldStatus } from '@contracts/sold/status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { dataLoads, soldDataUpdates } from '../../db/schema/index';
import { approximateCount } from '../postcodes/postcodes.repository';
import { DEMO_LOAD_NAME } from './demo-seed';
import { isSoldDataLoading, soldLoadProgress } from './load-state';
import { saleDateRange } from './sold-search.repository';
import { lastUpdate } from './updates/sold-updates.repository';

/** The official files and the commands that load them, for pages that find no sold data. */
export const HOW_TO_LOAD = [
  'npm run data:download (downloads the postcodes and the latest month of HM Land Registry Price Paid Data, then imports them; --years 2023-2025 or --complete for more)',
  'npm run import:postcodes -- ONSPD_FEB_2025_UK.csv (ONS Postcode Directory) or a folder of OS Code-Point Open CSVs',
  'npm run import:price-paid -- pp-complete.csv (HM Land Registry Price Paid Data; monthly pp-monthly-update-new-version.csv keeps it current)',
];

/** The last time sold data changed: a monthly update applied, the demo load, or a downloaded file imported. */
async function lastChanged(database: Database): Promise<string | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    database.db,
    sql`SELECT greatest(
      (SELECT max(${soldDataUpdates.appliedAt}) FROM ${soldDataUpdates}),
      (SELECT max(${dataLoads.loadedAt}) FROM ${dataLoads}
        WHERE ${dataLoads.name} = ${DEMO_LOAD_NAME} OR ${dataLoads.name} LIKE 'download:pp-%')
    ) AS at`,
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

export async function soldStatus(database: Database): Promise<SoldStatus> {
  const transactions = await approximateCount(database.db, 'sold_properties');
  const postcodes = await approximateCount(database.db, 'postcodes');
  const { earliest, latest } =
    transactions > 0 ? await saleDateRange(database.db) : { earliest: null, latest: null };
  const update = await lastUpdate(database.db);
  const loading = isSoldDataLoading(database);
  return {
    loaded: transactions > 0,
    loading,
    progress: loading ? soldLoadProgress(database) : null,
    updatedAt: transactions > 0 ? await lastChanged(database) : null,
    lastUpdate: update
      ? {
          fileName: update.fileName,
          appliedAt: update.appliedAt.toISOString(),
          added: update.rowsAdded,
          changed: update.rowsChanged,
          deleted: update.rowsDeleted,
          durationMs: update.durationMs,
        }
      : null,
    transactions,
    postcodes,
    earliest,
    latest,
    attribution: SOLD_ATTRIBUTION,
    howToLoad: HOW_TO_LOAD,
  };
}
