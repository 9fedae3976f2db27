import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** `10/3m` style limits: max requests per window (s, m or h). */
export const rateLimitSchema = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, { message: 'must look like 10/3m (count/window with s, m or h)' })
  .transform((value) => {
    const [count, window] = value.split('/') as [string, string];
    return { max: Number(count), windowMs: durationMs(window) };
  });

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `500ms`, `90s`, `15m`, `2h`, `1d` in milliseconds. */
function durationMs(text: string) {
  const [, count, unit] = /^(\d+)(ms|[smhd])$/.exec(text) ?? [];
  return Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS];
}

/** An interval such as `15m` (s, m, h or d); `0` turns the job off. */
const intervalSchema = z
  .string()
  .regex(/^(0|\d+[smhd])$/, { message: 'must look like 15m (a number with s, m, h or d), or 0 for off' })
  .transform((value) => (value === '0' ? 0 : durationMs(value)));
export type RateLimit = z.output<typeof rateLimitSchema>;

/** A timeout such as `30s` or `500ms` (ms, s or m), never 0: every wait has an end. */
const timeoutSchema = z
  .string()
  .regex(/^\d+(ms|s|m)$/, { message: 'must look like 30s (a number with ms, s or m)' })
  .transform((value) => durationMs(value))
  .refine((ms) => ms >= 100 && ms <= 3_600_000, { message: 'must be from 100ms to 60m' });

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(value: string) {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: off (the default), or the addresses/CIDRs of the proxies in front. `true` and hop
 * counts are refused: neither can tell a proxy from a client that connects directly, so either
 * would let any client pick its address (and rate-limit bucket) with a forged X-Forwarded-For.
 * Fastify itself ignores hop counts since 5.12.1 for that reason.
 */
export const trustProxySchema = z.string().transform((value, ctx): false | string[] => {
  const text = value.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  const proxies = commaList(text);
  const bad = proxies.find((p) => !PROXY_RANGE_NAMES.includes(p) && !isAddressOrCidr(p));
  if (bad === undefined) return proxies;
  ctx.addIssue({
    code: 'custom',
    message:
      ['true', 'yes', 'on'].includes(text) || /^\d+$/.test(text)
        ? "give the proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal): trusting every hop or a hop count would let clients forge their address"
        : `"${bad}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
  });
  return z.NEVER;
});

/** ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]) trusted besides PUBLIC_URL. */
export const allowedOriginsSchema = z.string().transform((value, ctx) =>
  commaList(value).map((item) => {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const isOrigin =
      url &&
      ['http:', 'https:'].includes(url.protocol) &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      // Browsers send one exact origin; a wildcard would silently match nothing.
      !url.hostname.includes('*');
    if (!isOrigin)
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com` });
    return url?.origin ?? item;
  }),
);

/** A whole number in [min, max], with one readable message for every way of missing it. */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

const defaultSoldDataDir = () => {
  const candidate = path.resolve(process.cwd(), '..', 'shared', 'data');
  return existsSync(candidate) ? candidate : undefined;
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used in e-mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().optional(),
  /** A read replica of DATABASE_URL for the sold-price reads (docs/deployment.md). */
  DATABASE_READ_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Home Hunter <no-reply@homehunter.local>'),
  AUTH_RATE_LIMIT: rateLimitSchema.prefault('10/3m'),
  UPLOAD_RATE_LIMIT: rateLimitSchema.prefault('30/10m'),
  /** Failed sign-ins (decision 0016): per account from one address, and per account from all addresses. */
  LOGIN_PAIR_LIMIT: rateLimitSchema.prefault('5/15m'),
  LOGIN_ACCOUNT_LIMIT: rateLimitSchema.prefault('50/1h'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  SOLD_DATA_DIR: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** Where `npm run data:download` fetches Price Paid files and postcode centroids (tests: a local server). */
  PRICE_PAID_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('http://prod.publicdata.landregistry.gov.uk.s3-website-eu-west-1.amazonaws.com/'),
  POSTCODES_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('https://api.os.uk/downloads/v1/products/CodePointOpen/downloads?area=GB&format=CSV&redirect'),
  /** First start without local data: fetch the postcodes and the latest monthly file (off in tests). */
  SOLD_AUTO_DOWNLOAD: booleanFlag.optional(),
  /** How often the monthly Price Paid change file is checked (off in tests). */
  SOLD_UPDATE_INTERVAL: intervalSchema.optional(),
  ALERT_INTERVAL: intervalSchema.prefault('15m'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.prefault('false'),
  /** Traffic analytics (decision 0009): capture on or off, flush interval, buffer cap, retention. */
  ANALYTICS_CAPTURE: booleanFlag.prefault('on'),
  ANALYTICS_FLUSH_MS: wholeNumber(100, 600_000).default(5000),
  ANALYTICS_BUFFER_MAX: wholeNumber(1, 1_000_000).default(10_000),
  ANALYTICS_RETENTION_DAYS: wholeNumber(1, 3650).default(90),
  ALLOWED_ORIGINS: allowedOriginsSchema.prefault(''),
  /** HTTP server timeouts (decision 0016): the whole request, its headers, an idle keep-alive, a stalled socket. */
  HTTP_REQUEST_TIMEOUT: timeoutSchema.prefault('60s'),
  HTTP_HEADERS_TIMEOUT: timeoutSchema.prefault('15s'),
  HTTP_KEEP_ALIVE_TIMEOUT: timeoutSchema.prefault('72s'),
  HTTP_IDLE_TIMEOUT: timeoutSchema.prefault('60s'),
  /** PostgreSQL pool: waiting for a connection, and one statement (the server's statement_timeout). */
  DATABASE_CONNECT_TIMEOUT: timeoutSchema.prefault('3s'),
  DATABASE_STATEMENT_TIMEOUT: timeoutSchema.prefault('5s'),
  /** Server processes; defaults to one per core on PostgreSQL, and must be 1 on PGlite. */
  WORKERS: z.coerce
    .number({ message: 'must be a whole number from 1 to 64' })
    .int({ message: 'must be a whole number from 1 to 64' })
    .min(1, { message: 'must be a whole number from 1 to 64' })
    .max(64, { message: 'must be a whole number from 1 to 64' })
    .optional(),
});

export type Env = z.output<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Read replica for sold-price search, histories and area figures; unset = the primary. */
  databaseReadUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  authRateLimit: RateLimit;
  uploadRateLimit: RateLimit;
  /**
   * Failed sign-ins per account: `pair` from one address; `account` from all addresses together,
   * which once spent refuses only addresses that already failed for that account.
   */
  loginLimits: { pair: RateLimit; account: RateLimit };
  sessionIdleMs: number;
  sessionMaxMs: number;
  admin?: { email: string; password: string; username?: string };
  soldDataDir?: string;
  seedDemo: boolean;
  tileUrl: string;
  /** Nominatim-compatible search URL asked when the postcode table cannot place an address; unset = never. */
  geocoderUrl?: string;
  /** How often saved-search alerts are sent; 0 = never. */
  alertIntervalMs: number;
  /** Official data files: where they are, and what the server fetches by itself. */
  downloads: {
    /** HM Land Registry's Price Paid folder. */
    pricePaidBaseUrl: string;
    /** Postcode centroids: OS Code-Point Open or an ONS Postcode Directory file. */
    postcodesUrl: string;
    /** A first start with no sold data and no local data folder downloads the official files. */
    autoDownload: boolean;
    /** How often the monthly change file is checked; 0 = never. */
    updateIntervalMs: number;
  };
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false, or the proxies' addresses, CIDRs and proxy-addr range names. */
  trustProxy: false | string[];
  /** Origins besides PUBLIC_URL's whose pages may send state-changing requests. */
  allowedOrigins: string[];
  /** Processes `npm start` runs (server/cluster.ts); 1 means no cluster. */
  workers: number;
  analytics: AnalyticsConfig;
  http: HttpTimeouts;
  databaseTimeouts: DatabaseTimeouts;
}

/** Node's HTTP server limits, in ms; each closes connections that would otherwise stay open for ever. */
export interface HttpTimeouts {
  /** The whole request, headers and body, must have arrived by then (slowloris). */
  requestMs: number;
  /** The headers must have arrived by then. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no bytes moving either way during a request is closed after this. */
  idleMs: number;
}

/** PostgreSQL pool limits, in ms (PGlite runs in-process and has none). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it (statement_timeout); the client gives up a moment later. */
  statementMs: number;
}

export interface AnalyticsConfig {
  /** Record requests and page views; off only for the benchmark's baseline. */
  capture: boolean;
  /** Buffered rows are written at least this often. */
  flushMs: number;
  /** Rows buffered beyond this are dropped (and counted) rather than held. */
  bufferMax: number;
  /** Raw rows (with their IP addresses) older than this are deleted. */
  retentionDays: number;
}

const DAY_MS = 86_400_000;

/** The only place that reads process.env; throws a readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // PGlite is embedded: one process owns its files, so there is nothing for a second to share.
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  DATABASE_READ_URL needs DATABASE_URL (it names its read replica)',
    );
  }
  if ((env.WORKERS ?? 1) > 1 && !env.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  WORKERS above 1 needs DATABASE_URL (PGlite runs in one process)',
    );
  }
  // Node refuses a headers limit above the request limit; say which variables to change.
  if (env.HTTP_HEADERS_TIMEOUT > env.HTTP_REQUEST_TIMEOUT) {
    throw new Error(
      'Invalid environment:\n  HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    authRateLimit: env.AUTH_RATE_LIMIT,
    uploadRateLimit: env.UPLOAD_RATE_LIMIT,
    loginLimits: { pair: env.LOGIN_PAIR_LIMIT, account: env.LOGIN_ACCOUNT_LIMIT },
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: env.SESSION_MAX_DAYS * DAY_MS,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, username: env.ADMIN_USERNAME }
        : undefined,
    soldDataDir: env.SOLD_DATA_DIR ? path.resolve(env.SOLD_DATA_DIR) : defaultSoldDataDir(),
    // Demo data is on by default only on the embedded database: never surprise a real server.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    tileUrl: env.TILE_URL,
    geocoderUrl: env.GEOCODER_URL || undefined,
    alertIntervalMs: env.ALERT_INTERVAL,
    downloads: {
      pricePaidBaseUrl: env.PRICE_PAID_BASE_URL,
      postcodesUrl: env.POSTCODES_URL,
      // Tests never reach the internet unless they ask to (against a local server).
      autoDownload: env.SOLD_AUTO_DOWNLOAD ?? env.NODE_ENV !== 'test',
      updateIntervalMs: env.SOLD_UPDATE_INTERVAL ?? (env.NODE_ENV === 'test' ? 0 : UNIT_MS.d),
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    workers: env.WORKERS ?? (env.DATABASE_URL ? availableParallelism() : 1),
    analytics: {
      capture: env.ANALYTICS_CAPTURE,
      flushMs: env.ANALYTICS_FLUSH_MS,
      bufferMax: env.ANALYTICS_BUFFER_MAX,
      retentionDays: env.ANALYTICS_RETENTION_DAYS,
    },
    http: {
      requestMs: env.HTTP_REQUEST_TIMEOUT,
      headersMs: env.HTTP_HEADERS_TIMEOUT,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT,
      idleMs: env.HTTP_IDLE_TIMEOUT,
    },
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT,
    },
  };
}
