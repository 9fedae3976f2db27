import { rename } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatBytes } from '@contracts/common';
import type { DownloadProgress } from './download-progress';
import {
  type DownloadState,
  rangeValidator,
  readState,
  removeFile,
  sizeOf,
  writeState,
} from './download-state';
import {
  contentLength,
  DownloadError,
  httpGet,
  networkError,
  parseContentRange,
  seconds,
  statusError,
} from './http-get';
import { writeBody } from './write-body';

export interface DownloadOptions {
  /** Connect and idle timeout: a server silent this long counts as failed (default 10 s). */
  timeoutMs?: number;
  /** Attempts after the first, for failures that may pass (default 5). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 1 s, at most 60 s). */
  backoffMs?: number;
  onProgress?(progress: DownloadProgress): void;
  /** A failed attempt that will be tried again. */
  onRetry?(message: string): void;
  /** Aborting it stops the download and its retries at once (the server shutting down). */
  signal?: AbortSignal;
}

export interface DownloadResult {
  file: string;
  bytes: number;
  /** `unchanged`: the copy from an earlier run is still the server's version (304). */
  outcome: 'downloaded' | 'resumed' | 'unchanged';
  /** The server's validators and length for this copy: tells whether it was imported already. */
  version: DownloadState;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 5;
const DEFAULT_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

/**
 * Downloads `url` to `file`, streaming into `file.part` and renaming it only once the length the
 * server promised has arrived, so `file` is always either the previous complete copy or the new
 * one. An interrupted download resumes from the `.part` file with a Range request.
 */
export async function downloadFile(
  url: string,
  file: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const retries = options.retries ?? DEFAULT_RETRIES;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const run = { received: 0, resumed: false };
  for (let attempt = 0; ; attempt++) {
    try {
      options.signal?.throwIfAborted();
      return await attemptDownload(url, file, options, run);
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason;
      const error = err instanceof DownloadError ? err : networkError(err, new URL(url));
      if (!error.retryable || attempt >= retries) {
        const tries = attempt > 0 ? ` (gave up after ${attempt + 1} attempts)` : '';
        throw new DownloadError(`Download of ${path.basename(file)} failed: ${error.message}${tries}`, false);
      }
      const wait = Math.min(backoffMs * 2 ** attempt, MAX_BACKOFF_MS);
      options.onRetry?.(`${error.message}; trying again in ${seconds(wait)} (${attempt + 1} of ${retries})`);
      await sleep(wait, undefined, { signal: options.signal });
    }
  }
}

interface RunState {
  /** Bytes received over every attempt, for the speed. */
  received: number;
  resumed: boolean;
}

async function attemptDownload(
  url: string,
  file: string,
  options: DownloadOptions,
  run: RunState,
): Promise<DownloadResult> {
  const part = `${file}.part`;
  const partState = await readState(`${part}.json`, url);
  // A part without its state cannot be checked against the server's version: start it again.
  const partSize = partState ? ((await sizeOf(part)) ?? 0) : 0;
  // A part longer than the file it belongs to is not a piece of it.
  const offset = partState?.total !== undefined && partSize > partState.total ? 0 : partSize;
  const previous = offset === 0 ? await finishedCopy(file, url) : undefined;
  const headers: Record<string, string> = {
    // Lengths are checked on the bytes as sent; a compressed answer would not match them.
    'accept-encoding': 'identity',
    'user-agent': 'home-hunter-data-download',
  };
  if (partState && offset > 0) {
    // A run killed between the last byte and the rename: nothing left to ask for.
    if (offset === partState.total) return finish(file, partState, run);
    headers.range = `bytes=${offset}-`;
    const validator = rangeValidator(partState);
    if (validator) headers['if-range'] = validator;
  } else if (previous) {
    if (previous.etag) headers['if-none-match'] = previous.etag;
    if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const response = await httpGet(url, { headers, timeoutMs, signal: options.signal });
  const status = response.statusCode ?? 0;

  if (status === 304 && previous) {
    response.resume();
    return { file, bytes: previous.total ?? 0, outcome: 'unchanged', version: previous };
  }
  let start = 0;
  let total = contentLength(response);
  if (status === 206 && offset > 0) {
    const range = parseContentRange(response.headers['content-range']);
    const length = contentLength(response);
    const consistent =
      range &&
      range.start === offset &&
      range.end === range.total - 1 &&
      (length === undefined || length === range.end - range.start + 1) &&
      (partState?.total === undefined || partState.total === range.total);
    if (!consistent) {
      response.resume();
      await discard(part);
      throw new DownloadError(
        `asked for bytes ${offset}- of ${url} and got "${response.headers['content-range'] ?? 'no Content-Range'}"` +
          `${length === undefined ? '' : ` with Content-Length ${length}`}; starting the file again`,
        true,
      );
    }
    start = offset;
    total = range.total;
    run.resumed = true;
  } else if (status === 416 && offset > 0) {
    // The part no longer fits the file on the server (it shrank or changed): start again.
    response.resume();
    await discard(part);
    throw new DownloadError(`${url} cannot be resumed from byte ${offset} (HTTP 416); starting again`, true);
  } else if (status !== 200) {
    response.resume();
    throw statusError(status, response.statusMessage, url);
  }
  // 200 to a Range request: the server ignored it or the file changed (If-Range); start cleanly.
  const state: DownloadState = {
    url,
    etag: header(response, 'etag'),
    lastModified: header(response, 'last-modified'),
    total,
  };
  await writeState(`${part}.json`, state);
  const name = path.basename(file);
  const bytes = await writeBody(response, part, start, state.total, timeoutMs, (written, chunk) => {
    run.received += chunk;
    options.onProgress?.({ file: name, bytes: start + written, total: state.total, received: run.received });
  });
  if (state.total !== undefined && start + bytes !== state.total) {
    if (start + bytes < state.total)
      throw new DownloadError(
        `the server promised ${formatBytes(state.total)} (${state.total} bytes) but the file ended after ${start + bytes} bytes`,
        true,
      );
    await discard(part);
    throw new DownloadError(
      `${name} came out at ${start + bytes} bytes, longer than the ${state.total} the server promised; refused`,
      false,
    );
  }
  return finish(file, { ...state, total: start + bytes }, run);
}

function header(response: IncomingMessage, name: string): string | undefined {
  const value = response.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The complete copy of an earlier run, if it is still whole, for a conditional request. */
async function finishedCopy(file: string, url: string): Promise<DownloadState | undefined> {
  const state = await readState(`${file}.json`, url);
  if (!state || (!state.etag && !state.lastModified)) return undefined;
  return (await sizeOf(file)) === state.total ? state : undefined;
}

async function discard(part: string) {
  await removeFile(part);
  await removeFile(`${part}.json`);
}

async function finish(file: string, state: DownloadState, run: RunState): Promise<DownloadResult> {
  const part = `${file}.part`;
  // The old copy's state goes first: a crash between the two steps then re-downloads, never trusts.
  await removeFile(`${file}.json`);
  await rename(part, file);
  await writeState(`${file}.json`, state);
  await removeFile(`${part}.json`);
  return { file, bytes: state.total ?? 0, outcome: run.resumed ? 'resumed' : 'downloaded', version: state };
}
