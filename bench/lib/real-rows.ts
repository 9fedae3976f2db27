import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config/env';
import { DEMO_PRICE_PAID_FOLDERS } from '../../server/modules/sold/demo-seed';
import { readPpdSource } from '../../server/modules/sold/import/ppd-reader';
import type { PpdRow } from '../../server/modules/sold/import/ppd-row';
import { expandInputs } from '../../server/lib/import/sources';

/** The shared data folder (SOLD_DATA_DIR, default ../shared/data); benchmarks need it. */
export function sharedDataDir(): string {
  const dir = loadConfig({ NODE_ENV: 'production' }).soldDataDir;
  if (!dir || !existsSync(dir))
    throw new Error(
      'The benchmarks resample the real rows in SOLD_DATA_DIR (../shared/data): folder not found.',
    );
  return dir;
}

/** Every valid row of the demo Price Paid folders (A rows only: the resampled data has no deletes). */
export async function readRealRows(dir = sharedDataDir()): Promise<PpdRow[]> {
  const rows: PpdRow[] = [];
  for (const source of await expandInputs(DEMO_PRICE_PAID_FOLDERS.map((f) => path.join(dir, f)))) {
    for await (const event of readPpdSource(source)) {
      if (event.kind === 'chunk') rows.push(...event.rows.filter((r) => r.recordStatus === 'A'));
    }
  }
  return rows;
}
