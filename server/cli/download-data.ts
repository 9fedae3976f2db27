import path from 'node:path';
import { openDatabase } from '../db/client';
import { cliReporting } from '../lib/import/cli-support';
import { type DownloadArgs, DOWNLOAD_USAGE, parseDownloadArgs } from '../lib/import/download/download-args';
import { formatBytes } from '@contracts/common';
import { describeDownload } from '../lib/import/download/download-progress';
import { type OfficialFile, postcodesFile, pricePaidFiles } from '../lib/import/download/official-files';
import { createLineReporter } from '../lib/import/progress';
import {
  downloadAndImport,
  type DownloadAndImportSummary,
} from '../modules/sold/updates/download-and-import';
import { formatCount as n, loadConfigOrExit, timeLine } from './run-import';

const parsed = parseDownloadArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${DOWNLOAD_USAGE}`);
  process.exit(1);
}
if (parsed.help) {
  console.log(DOWNLOAD_USAGE);
  process.exit(0);
}

const config = loadConfigOrExit();
const files: OfficialFile[] = [
  ...(parsed.postcodes ? [postcodesFile(config.downloads.postcodesUrl)] : []),
  ...(parsed.pricePaid ? pricePaidFiles(config.downloads.pricePaidBaseUrl, parsed.pricePaid) : []),
];
const downloadsDir = path.join(config.dataDir, 'downloads');
process.exitCode = await run(parsed, files, downloadsDir);

async function run(args: DownloadArgs, list: OfficialFile[], dir: string): Promise<number> {
  console.log(`Downloading ${list.length} file${list.length === 1 ? '' : 's'} into ${dir}`);
  // One bar per file: its clock, and so the speed and time left, start with that file.
  let bar = createLineReporter(describeDownload);
  const { options: importOptions, progress } = cliReporting();
  // The database is opened only once every file is in, so a failed download never touches it.
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const summary = await downloadAndImport({
      files: list,
      downloadsDir: dir,
      download: {
        timeoutMs: args.timeoutMs,
        retries: args.retries,
        onRetry: (message) => bar.note(`  ${message}`),
      },
      onDownload: (file) => {
        bar.done();
        bar = createLineReporter(describeDownload);
        bar.note(`${file.fileName} <- ${file.url}`);
        return (p) => bar.update(p);
      },
      database: args.import
        ? async () => (database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }))
        : undefined,
      importOptions,
    });
    bar.done();
    progress.done();
    console.log(summaryLines(summary).join('\n'));
    return 0;
  } catch (err) {
    bar.done();
    progress.done();
    const message = err instanceof Error ? err.message : String(err);
    console.error(database ? `Import failed: ${message}` : message);
    // Every download comes before the first import, so a failed download changed no data.
    if (args.import && !database)
      console.error('Nothing was imported: the data already loaded is unchanged.');
    return 1;
  } finally {
    await database?.close();
  }
}

function fileCount(count: number) {
  return `${count} file${count === 1 ? '' : 's'}`;
}

function summaryLines(s: DownloadAndImportSummary): string[] {
  const lines = s.downloads.map(
    (d) =>
      `${path.basename(d.file)}: ${d.outcome === 'unchanged' ? 'unchanged on the server, kept' : d.outcome}, ${formatBytes(d.bytes)}`,
  );
  if (s.alreadyImported.length > 0)
    lines.push(`Already imported into this database, skipped: ${s.alreadyImported.join(', ')}`);
  if (s.postcodes) {
    const p = s.postcodes;
    lines.push(
      `Postcodes: ${n(p.rowsRead)} rows from ${fileCount(p.files)} (${p.skippedFiles.length} skipped, ${n(p.rejected)} rejected): ` +
        `inserted ${n(p.postcodes.inserted)}, updated ${n(p.postcodes.updated)}, unchanged ${n(p.postcodes.unchanged)}`,
      timeLine(p.seconds, p.rowsPerSecond),
    );
  }
  if (s.pricePaid) {
    const p = s.pricePaid;
    lines.push(
      `Price Paid: ${n(p.rowsRead)} rows from ${fileCount(p.files)} (${p.skippedFiles.length} skipped, ${n(p.rejected)} rejected)`,
      `Inserted: ${n(p.inserted)}  Updated: ${n(p.updated)}  Unchanged: ${n(p.unchanged)}  Deleted: ${n(p.deleted)}`,
      timeLine(p.seconds, p.rowsPerSecond),
    );
  }
  return lines;
}
