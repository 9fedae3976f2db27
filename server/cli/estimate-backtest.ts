import { parseArgs } from 'node:util';
import { parseSoldLocation } from '@contracts/sold/common';
import { openDatabase } from '../db/client';
import { type AccuracyFigures, runBacktest, summarise } from '../modules/estimates/backtest';
import { RANGE_COVERAGE } from '../modules/estimates/calibration';
import { everywhere, inArea, standardSalesWhere } from '../modules/estimates/evidence.repository';
import { areaOf } from '../modules/estimates/postcode-parts';
import { loadConfigOrExit } from './run-import';

const USAGE = `Usage: npm run estimate:backtest -- --from 2016-01-01 --to 2019-12-31 [--district SW19]

Values every standard sale (category A: detached, semi-detached, terraced, flat) dated in the
window as of the day it sold, from the sales dated before it only, and prints how far the
estimates were from the prices paid. Reads the loaded sales from DATABASE_URL when set,
otherwise from the embedded database in DATA_DIR (stop the server first: one process at a time).`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function options() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      district: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const { from, to } = values;
  if (!from || !to || !ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to) {
    console.error(`--from and --to must be dates (YYYY-MM-DD), --from first.\n\n${USAGE}`);
    process.exit(1);
  }
  const district = values.district?.trim().toUpperCase();
  if (district !== undefined && parseSoldLocation(district)?.kind !== 'district') {
    console.error(`--district must be a postcode district such as SW19.\n\n${USAGE}`);
    process.exit(1);
  }
  return { from, to, district };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const line = (label: string, f: AccuracyFigures) =>
  `${label.padEnd(30)} ${String(f.estimated).padStart(6)} valued   coverage ${percent(f.coverage).padStart(6)}   ` +
  `median error ${Number.isNaN(f.medianError) ? '     -' : percent(f.medianError).padStart(6)}   ` +
  `within 10% ${percent(f.within10).padStart(6)}   within 20% ${percent(f.within20).padStart(6)}   ` +
  `in range ${percent(f.inRange).padStart(6)}`;

const { from, to, district } = options();
const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  // Sales of the whole postcode area serve the index when the district alone has too few.
  const sales = await standardSalesWhere(database.db, district ? inArea(areaOf(district)) : everywhere);
  if (sales.length === 0) {
    console.error(
      district
        ? `No sales are loaded in postcode area ${areaOf(district)}: load its Price Paid data first (npm run import:price-paid).`
        : 'No sales are loaded: run `npm start` once, or `npm run import:price-paid`, first.',
    );
    process.exitCode = 1;
  } else {
    const rows = runBacktest(sales, { from, to, district });
    const summary = summarise(rows);
    console.log(`Sales ${from} to ${to}${district ? ` in ${district}` : ''}: ${rows.length} standard sales`);
    console.log(
      `(range: the estimate's ${percent(RANGE_COVERAGE)} range; in range = share of prices inside it)\n`,
    );
    console.log(line('all', summary.overall));
    for (const [tier, f] of Object.entries(summary.byConfidence)) console.log(line(`confidence ${tier}`, f));
    for (const [method, f] of Object.entries(summary.byMethod)) console.log(line(`method ${method}`, f));
    console.log(`\n${sales.length} sales read, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
