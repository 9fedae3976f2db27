import { rebuildPriceIndexes } from '../modules/estimates/rebuild-indexes';
import { recordSoldDataLoad } from '../modules/sold/data-version';
import { importPricePaid } from '../modules/sold/import/price-paid-importer';
import { formatCount as n, runImportCli, timeLine } from './run-import';

const USAGE = `Usage: npm run import:price-paid -- [--batch-size=10000] <file|folder|-> [more...]

Loads HM Land Registry Price Paid Data: the complete file (pp-complete.csv), yearly files
(pp-2024.csv) or monthly updates (pp-monthly-update-new-version.csv) from
https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads, PPD report
downloads (ppd_data.csv) and spreadsheet re-saves. Folders are read recursively (*.csv, in name
order); '-' reads stdin. Record status C updates and D deletes; importing a file again changes nothing.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

await runImportCli(USAGE, async (database, sources, options) => {
  const s = await importPricePaid(database, sources, options);
  // A new version of the sold data: a running server rebuilds the price index and marks listings
  // that sold (modules/sold-listings) within seconds, and any server does at its next start.
  if (s.inserted + s.updated + s.deleted > 0)
    await recordSoldDataLoad(
      database.db,
      'import:price-paid',
      { files: s.files, inserted: s.inserted, updated: s.updated, deleted: s.deleted },
      new Date(),
    );
  // The server would rebuild it within a minute; a server may not be running.
  const index = await rebuildPriceIndexes(database.db, new Date());
  return [
    `Files: ${s.files} read, ${s.skippedFiles.length} skipped`,
    `Rows read: ${n(s.rowsRead)} (rejected ${n(s.rejected)}, without postcode ${n(s.withoutPostcode)})`,
    `Inserted: ${n(s.inserted)}  Updated: ${n(s.updated)}  Unchanged: ${n(s.unchanged)}  Deleted: ${n(s.deleted)}`,
    `${timeLine(s.seconds, s.rowsPerSecond)}${s.firstLoad ? ', keys and indexes built after loading' : ''}`,
    index.rebuilt
      ? `Local price index: rebuilt for ${n(index.districts)} districts in ${index.seconds.toFixed(1)} s`
      : 'Local price index: unchanged',
  ];
});
