import { importPostcodes } from '../modules/postcodes/postcode-importer';
import { formatCount as n, runImportCli, timeLine } from './run-import';

const USAGE = `Usage: npm run import:postcodes -- [--batch-size=10000] <file|folder|-> [more...]

Loads postcode coordinates: the ONS Postcode Directory (ONSPD_<MON>_<YEAR>_UK.csv, columns pcds,
lat, long, doterm), OS Code-Point Open CSVs (one per postcode area, eastings/northings, no
header), any CSV with a postcode,latitude,longitude header, and outward-code centroids
(outcode,latitude,longitude). Folders are read recursively (*.csv, in name order); '-' reads stdin.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

await runImportCli(USAGE, async (database, sources, options) => {
  const s = await importPostcodes(database, sources, options);
  const line = (label: string, t: typeof s.postcodes) =>
    `${label}: inserted ${n(t.inserted)}, updated ${n(t.updated)}, unchanged ${n(t.unchanged)}`;
  return [
    `Files: ${s.files} read, ${s.skippedFiles.length} skipped`,
    `Rows read: ${n(s.rowsRead)} (rejected ${n(s.rejected)}, without coordinates ${n(s.withoutCoordinates)})`,
    line('Postcodes', s.postcodes),
    line('Districts', s.districts),
    timeLine(s.seconds, s.rowsPerSecond),
  ];
});
