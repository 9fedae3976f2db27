import { openDatabase } from '../db/client';
import { cliReporting } from '../lib/import/cli-support';
import { describeDownload } from '../lib/import/download/download-progress';
import { MONTHLY_FILE } from '../lib/import/download/official-files';
import { createLineReporter } from '../lib/import/progress';
import { runMonthlyUpdate } from '../modules/sold/updates/monthly-update';
import { monthlyUpdateSource } from '../modules/sold/updates/update-job';
import { formatCount as n, loadConfigOrExit } from './run-import';

const USAGE = `Usage: npm run data:update

Does by hand what the server does every SOLD_UPDATE_INTERVAL: asks HM Land Registry whether the
monthly change file (${MONTHLY_FILE}) changed since it was last applied, and if so downloads it
into DATA_DIR/downloads and applies its additions, changes and deletions in one commit.`;

if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (process.argv.length > 2) {
  console.error(`Unknown argument ${process.argv[2]}\n\n${USAGE}`);
  process.exit(1);
}

const config = loadConfigOrExit();

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const bar = createLineReporter(describeDownload);
const { options: importOptions, progress } = cliReporting();
try {
  const source = monthlyUpdateSource(config);
  console.log(`Checking ${source.url}`);
  const result = await runMonthlyUpdate(database, {
    ...source,
    download: { onProgress: (p) => bar.update(p), onRetry: (message) => bar.note(`  ${message}`) },
    importOptions,
    onApplying: () => bar.done(),
  });
  bar.done();
  progress.done();
  if (result.outcome === 'busy') console.log('Another server or command is applying the update right now.');
  else if (result.outcome === 'unchanged')
    console.log(`${MONTHLY_FILE} is the version already applied: nothing to do.`);
  else {
    const u = result.update;
    console.log(
      `Applied ${MONTHLY_FILE}: added ${n(u.rowsAdded)}, changed ${n(u.rowsChanged)}, deleted ${n(u.rowsDeleted)}, ` +
        `unchanged ${n(u.rowsUnchanged)}, rejected ${n(u.rowsRejected)} in ${(u.durationMs / 1000).toFixed(1)} s`,
    );
  }
} catch (err) {
  bar.done();
  progress.done();
  console.error(`${(err as Error).message}\nThe sold-price data is unchanged.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
