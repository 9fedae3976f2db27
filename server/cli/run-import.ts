import { type AppConfig, loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { cliReporting, parseImportArgs } from '../lib/import/cli-support';
import type { ImportOptions } from '../lib/import/import-options';
import { formatDuration } from '../lib/import/progress';
import { expandInputs, type ImportSource } from '../lib/import/sources';

export const formatCount = (v: number) => v.toLocaleString('en-GB');

/** The configuration, or exit 1 with the message naming the bad variable (a stack trace would bury it). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** What every import summary ends with. */
export const timeLine = (seconds: number, rowsPerSecond: number) =>
  `Time: ${formatDuration(seconds)} (${formatCount(rowsPerSecond)} rows/s)`;

type RunImport = (
  database: Database,
  sources: ImportSource[],
  options: ImportOptions & { batchSize?: number },
) => Promise<string[]>;

/**
 * The shared shape of the import commands: arguments, the database from the environment, a progress
 * bar, the summary lines `run` returns, and exit code 1 with a readable message on any failure.
 */
export async function runImportCli(usage: string, run: RunImport) {
  const parsed = parseImportArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`${parsed.error}\n\n${usage}`);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const sources = await expandInputs(parsed.inputs).catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const { options, progress } = cliReporting();
  try {
    const summary = await run(database, sources, { ...options, batchSize: parsed.batchSize });
    progress.done();
    console.log(summary.join('\n'));
  } catch (err) {
    progress.done();
    console.error(`Import failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
