import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** A failed download, with whether trying again could help (network trouble, 5xx) or not (404). */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface GetOptions {
  headers: Record<string, string>;
  /** Longest silence allowed while connecting and waiting for the response headers. */
  timeoutMs: number;
  /** Aborting it ends the request at once (the server shutting down). */
  signal?: AbortSignal;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** The OS download link redirects once to a signed file URL; more hops than this is a loop. */
const MAX_REDIRECTS = 5;

export const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** GET that follows redirects (re-sending Range and validators) and answers the final response. */
export async function httpGet(url: string, options: GetOptions): Promise<IncomingMessage> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(current, options);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return response;
    response.resume();
    if (hop >= MAX_REDIRECTS) throw new DownloadError(`${url}: more than ${MAX_REDIRECTS} redirects`, false);
    current = new URL(location, current);
  }
}

function requestOnce(url: URL, { headers, timeoutMs, signal }: GetOptions): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(
      new DownloadError(`${url.href}: only http and https URLs can be downloaded`, false),
    );
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // `timeout` is the socket's idle timer: it covers connecting and waiting for the headers.
    const request = client.get(url, { headers, timeout: timeoutMs, signal }, (response) => {
      // From here on the body reader keeps its own idle timer.
      request.setTimeout(0);
      resolve(response);
    });
    request.on('timeout', () =>
      request.destroy(
        new DownloadError(`${url.host} did not answer within ${seconds(timeoutMs)} (${url.href})`, true),
      ),
    );
    request.on('error', (err) => reject(networkError(err, url)));
  });
}

/** Node's network errors in words a person can act on. */
export function networkError(err: unknown, url: URL): DownloadError {
  if (err instanceof DownloadError) return err;
  if ((err as Error).name === 'AbortError') return new DownloadError(`stopped: ${url.href}`, false);
  const code = (err as NodeJS.ErrnoException).code ?? '';
  const reason =
    code === 'ECONNREFUSED'
      ? `could not connect to ${url.host} (connection refused)`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `could not find the host ${url.hostname} (no network, or a wrong URL?)`
        : code === 'ETIMEDOUT' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH'
          ? `could not reach ${url.host} (${code})`
          : `${url.host}: ${(err as Error).message}${code ? ` (${code})` : ''}`;
  return new DownloadError(`${reason}: ${url.href}`, true);
}

/** 404 and the like will not change on a retry; 5xx, 408 and 429 may. */
export function statusError(status: number, message: string | undefined, url: string): DownloadError {
  const retryable = status >= 500 || status === 408 || status === 429;
  return new DownloadError(`HTTP ${status}${message ? ` ${message}` : ''} for ${url}`, retryable);
}

/** `bytes 100-199/1000` -> its numbers; anything else (including `*` totals) -> undefined. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return start <= end && end < total ? { start, end, total } : undefined;
}

export function contentLength(response: IncomingMessage): number | undefined {
  const header = response.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}
