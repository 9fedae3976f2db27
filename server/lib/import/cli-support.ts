import type { ImportOptions } from './import-options';
import { createProgressReporter, type ProgressReporter } from './progress';

/** Rejected lines printed per file; the rest are counted in the summary. */
const MAX_REPORTED_PER_FILE = 200;

/** Progress bar, rejected-line and file reporting shared by the import commands. */
export function cliReporting(): { options: ImportOptions; progress: ProgressReporter } {
  const progress = createProgressReporter();
  const reported = new Map<string, number>();
  return {
    progress,
    options: {
      onProgress: (p) => progress.update(p),
      onFile: (file, outcome) =>
        progress.note(
          'layout' in outcome
            ? `${file}: reading as ${outcome.layout}`
            : `${file}: skipped, ${outcome.skipped}`,
        ),
      onNote: (message) => progress.note(message),
      onReject: ({ file, line, reason }) => {
        const count = (reported.get(file) ?? 0) + 1;
        reported.set(file, count);
        if (count <= MAX_REPORTED_PER_FILE) progress.note(`${file}:${line}: ${reason}`);
        else if (count === MAX_REPORTED_PER_FILE + 1)
          progress.note(`${file}: more rejected lines not shown (see the summary count)`);
      },
    },
  };
}

/** `--batch-size=N` and file arguments. */
export function parseImportArgs(
  argv: readonly string[],
): { inputs: string[]; batchSize?: number } | { error: string } {
  const inputs: string[] = [];
  let batchSize: number | undefined;
  for (const arg of argv) {
    const match = /^--batch-size=(\d+)$/.exec(arg);
    if (match) batchSize = Number(match[1]);
    else if (arg.startsWith('--')) return { error: `Unknown option ${arg}` };
    else inputs.push(arg);
  }
  if (inputs.length === 0) return { error: 'No input given' };
  if (batchSize !== undefined && !(batchSize >= 1 && batchSize <= 1_000_000))
    return { error: '--batch-size must be between 1 and 1000000' };
  return { inputs, batchSize };
}
