import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { DEMO_LISTING_COUNT, DEMO_SEED, seedDemoListings } from '../demo/seed-demo-listings';
import { seedDemoData } from '../modules/sold/demo-seed';

const usage = `Usage: npm run seed -- [--replace] [--count N] [--seed TEXT] [--skip-sold]

Loads the demo data: the sold prices and postcodes of SOLD_DATA_DIR (once), then ${DEMO_LISTING_COUNT}
demo listings with their pictures. Running it again adds nothing.
  --replace    rewrite existing demo listings (e.g. after loading sold data, to price them from it);
               listings that have an owner are never touched
  --count N    number of demo listings (default ${DEMO_LISTING_COUNT})
  --seed TEXT  another seed gives another, equally repeatable set (default ${DEMO_SEED})
  --skip-sold  do not load sold-price data first`;

const { values } = parseArgs({
  options: {
    replace: { type: 'boolean', default: false },
    count: { type: 'string' },
    seed: { type: 'string' },
    'skip-sold': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const count = values.count === undefined ? undefined : Number(values.count);
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 100_000)) {
  console.error('--count must be a whole number from 1 to 100000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
try {
  if (!values['skip-sold']) await seedDemoData(app);
  const result = await seedDemoListings(app, { count, seed: values.seed, replace: values.replace });
  console.log(
    `Demo listings: ${result.listings} generated, ${result.inserted} written, ${result.imagesCreated} pictures drawn.`,
  );
} finally {
  await app.close();
  await database.close();
}
