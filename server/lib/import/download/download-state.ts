import { readFile, rm, stat, writeFile } from 'node:fs/promises';

/**
 * What the server said about a file, kept beside it as `<file>.json` (a finished download: lets a
 * re-run ask "changed since?") or `<file>.part.json` (an unfinished one: lets a resume ask for the
 * rest of the same version with If-Range, and check the total it is told against the first one).
 */
export interface DownloadState {
  url: string;
  etag?: string;
  lastModified?: string;
  /** Length of the whole file, when the server gave one. */
  total?: number;
}

export async function readState(file: string, url: string): Promise<DownloadState | undefined> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as DownloadState;
    // Another URL (a changed PRICE_PAID_BASE_URL) may name another file: never mix the two.
    return state.url === url ? state : undefined;
  } catch {
    return undefined;
  }
}

export const writeState = (file: string, state: DownloadState) =>
  writeFile(file, `${JSON.stringify(state, null, 2)}\n`);

export const removeFile = (file: string) => rm(file, { force: true });

export async function sizeOf(file: string): Promise<number | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

/** If-Range needs a strong ETag or a date; a weak ETag (W/"...") cannot promise identical bytes. */
export function rangeValidator(state: DownloadState): string | undefined {
  if (state.etag && !state.etag.startsWith('W/')) return state.etag;
  return state.lastModified;
}
