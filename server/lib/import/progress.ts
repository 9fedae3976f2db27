import type { ImportProgress } from './import-options';

export type ProgressReporter = LineReporter<ImportProgress>;

export interface LineReporter<P> {
  update(progress: P): void;
  /** Prints a line of its own (a rejected row, a skipped file) without garbling the bar. */
  note(line: string): void;
  /** Clears the bar (TTY) so the summary starts on a clean line. */
  done(): void;
}

const TTY_INTERVAL_MS = 200;
const PLAIN_INTERVAL_MS = 5_000;
const BAR_WIDTH = 24;

const int = new Intl.NumberFormat('en-GB');

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return h > 0
    ? `${h}h${String(m).padStart(2, '0')}m`
    : m > 0
      ? `${m}m${String(rest).padStart(2, '0')}s`
      : `${rest}s`;
}

/** One line of progress: rows, rows/s, and percentage and ETA when the total size is known. */
export function describeProgress(p: ImportProgress, elapsedSeconds: number, bar: boolean): string {
  const rate = elapsedSeconds > 0 ? p.rowsRead / elapsedSeconds : 0;
  const parts: string[] = [];
  if (p.totalBytes) {
    const fraction = Math.min(1, p.bytesRead / p.totalBytes);
    const eta = fraction > 0 ? (elapsedSeconds / fraction) * (1 - fraction) : Infinity;
    const filled = Math.round(fraction * BAR_WIDTH);
    if (bar) parts.push(`[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`);
    parts.push(`${(fraction * 100).toFixed(1)}%`);
    parts.push(
      `${int.format(p.rowsRead)} rows`,
      `${int.format(Math.round(rate))} rows/s`,
      `ETA ${formatDuration(eta)}`,
    );
  } else {
    parts.push(`${int.format(p.rowsRead)} rows`, `${int.format(Math.round(rate))} rows/s`);
  }
  parts.push(p.file.split(/[\\/]/).pop() ?? p.file);
  return parts.join('  ');
}

/** A redrawn single-line bar on a terminal; a plain line every few seconds otherwise (logs, CI). */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  return createLineReporter(describeProgress, stream);
}

/**
 * The drawing behind createProgressReporter, for any kind of progress (the downloads describe
 * bytes, size and speed instead of rows); `describe` gets the seconds since the reporter was made.
 */
export function createLineReporter<P>(
  describe: (progress: P, elapsedSeconds: number, bar: boolean) => string,
  stream: NodeJS.WriteStream = process.stderr,
): LineReporter<P> {
  const tty = Boolean(stream.isTTY);
  // Some terminals (and `script`) report no width.
  const width = () => Math.max(40, stream.columns || 120);
  const started = performance.now();
  let last = 0;
  let drawn = false;
  return {
    update(progress) {
      const now = performance.now();
      if (now - last < (tty ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS)) return;
      last = now;
      const line = describe(progress, (now - started) / 1000, tty);
      if (tty) {
        stream.write(`\r${line.slice(0, width() - 1).padEnd(width() - 1)}`);
        drawn = true;
      } else {
        stream.write(`${line}\n`);
      }
    },
    note(line) {
      this.done();
      stream.write(`${line}\n`);
    },
    done() {
      if (drawn) stream.write(`\r${' '.repeat(width() - 1)}\r`);
      drawn = false;
    },
  };
}
