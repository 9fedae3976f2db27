import type { PageViewBeacon } from '@contracts/analytics';
import type { FastifyRequest } from 'fastify';
import { barePath, isBot, referrerHost } from './classify';
import type { StoredRow } from './analytics.repository';
import { type DailySalts, utcDay, visitorHash } from './visitor-hash';

/** What a request leaves in the buffer: raw strings only; the work is done at flush time. */
export interface CapturedRow {
  at: Date;
  kind: 'page' | 'api';
  /** Path as requested, query string included (removed at flush). */
  url: string;
  method: string;
  status: number | null;
  ms: number | null;
  userAgent: string | undefined;
  referrer: string | undefined;
  /** The Host the request was addressed to: a referrer from it is this site. */
  host: string | undefined;
  /** Undefined when the client hung up before the response: its socket no longer has an address. */
  ip: string | undefined;
  /** Page views only: the first view of a page load (it carries document.referrer). */
  landing: boolean;
}

const MAX_USER_AGENT = 512;

/** The buffered row of an API request, taken once its response is sent. */
export function apiRow(request: FastifyRequest, status: number, elapsedMs: number, at: Date): CapturedRow {
  const { headers } = request;
  return {
    at,
    kind: 'api',
    url: request.url,
    method: request.method,
    status,
    ms: Math.round(elapsedMs),
    userAgent: headers['user-agent'],
    referrer: headers.referer,
    host: headers.host,
    ip: request.ip,
    landing: false,
  };
}

/** The buffered row of a page view reported by the web app. */
export function pageRow(request: FastifyRequest, beacon: PageViewBeacon, at: Date): CapturedRow {
  const { path, referrer } = beacon;
  return {
    at,
    kind: 'page',
    url: path,
    method: 'GET',
    // Older web builds send neither: such a view is stored as before, without them.
    status: beacon.status ?? null,
    ms: beacon.loadMs ?? null,
    userAgent: request.headers['user-agent'],
    referrer,
    host: request.headers.host,
    ip: request.ip,
    // The web app sends document.referrer (maybe '') with the first view of a page load only.
    landing: referrer !== undefined,
  };
}

/**
 * Works out path, referring host, bot flag and visitor hash for a batch, synchronously once each
 * day's salt is known (this runs for every request: no promise or URL parsing per row unless needed).
 * Only page views get a visitor hash: uniques are counted from views, and API rows need none.
 */
export async function toStoredRows(
  rows: CapturedRow[],
  salts: DailySalts,
  siteHosts: ReadonlySet<string>,
): Promise<StoredRow[]> {
  const saltOf = new Map<string, string>();
  for (const row of rows) {
    if (row.kind !== 'page') continue;
    const day = utcDay(row.at);
    if (!saltOf.has(day)) saltOf.set(day, await salts.forDay(day));
  }
  return rows.map((row) => {
    const userAgent = row.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
    const salt = row.kind === 'page' ? saltOf.get(utcDay(row.at)) : undefined;
    return {
      at: row.at.toISOString(),
      kind: row.kind,
      path: barePath(row.url),
      method: row.method.slice(0, 10),
      status: row.status,
      ms: row.ms,
      userAgent,
      referrer: row.referrer ? referrerHost(row.referrer, siteHosts, row.host) : null,
      ip: row.ip?.slice(0, 64) ?? null,
      visitorHash: salt === undefined || !row.ip ? null : visitorHash(salt, row.ip, userAgent ?? ''),
      isBot: isBot(userAgent),
      landing: row.landing,
    };
  });
}
