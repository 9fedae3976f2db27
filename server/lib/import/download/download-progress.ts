import { formatBytes } from '@contracts/common';
import { formatDuration } from '../progress';

export interface DownloadProgress {
  /** File name being downloaded. */
  file: string;
  /** Bytes of the file on disk so far, including any part kept from an earlier run. */
  bytes: number;
  /** Length of the whole file, when the server said. */
  total?: number;
  /** Bytes received by this run, which is what the speed is measured on. */
  received: number;
}

const BAR_WIDTH = 24;

/** `[####----] 45.2%  1.9 GB of 4.3 GB  12.3 MB/s  3m12s left  pp-complete.csv` */
export function describeDownload(p: DownloadProgress, elapsedSeconds: number, bar: boolean): string {
  const speed = elapsedSeconds > 0 ? p.received / elapsedSeconds : 0;
  const parts: string[] = [];
  if (p.total) {
    const fraction = Math.min(1, p.bytes / p.total);
    const filled = Math.round(fraction * BAR_WIDTH);
    if (bar) parts.push(`[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`);
    parts.push(`${(fraction * 100).toFixed(1)}%`, `${formatBytes(p.bytes)} of ${formatBytes(p.total)}`);
  } else {
    parts.push(formatBytes(p.bytes));
  }
  parts.push(`${formatBytes(speed)}/s`);
  if (p.total) parts.push(`${speed > 0 ? formatDuration((p.total - p.bytes) / speed) : '?'} left`);
  parts.push(p.file);
  return parts.join('  ');
}
