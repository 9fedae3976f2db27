/**
 * A second process for monthly-update.test.ts to kill: applies the monthly file to the shared
 * PostgreSQL database, says "staged" once a batch is in the staging table, then holds still (its
 * thread blocked, mid-apply) until the test kills it.
 */
import { openDatabase } from '../db/client';
import { runMonthlyUpdate } from '../modules/sold/updates/monthly-update';

const database = await openDatabase({ url: process.env.CHILD_DATABASE_URL });
await runMonthlyUpdate(database, {
  url: process.env.CHILD_URL!,
  downloadsDir: process.env.CHILD_DOWNLOADS!,
  download: { retries: 0 },
  importOptions: {
    batchSize: 5,
    onProgress: () => {
      process.stdout.write('staged\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000);
    },
  },
});
process.stdout.write('finished\n');
await database.close();
