import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** `10/3m` style limits: max requests per window (s, m or h). */
export const rateLimitSchema = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, { message: 'must look like 10/3m (count/window with s, m or h)' })
  .transform((value) => {
    const [count, window] = value.split('/') as [string, string];
    const unit = window.slice(-1);
    const amount = Number(window.slice(0, -1));
    const ms = amount * (unit === 's' ? 1000 : unit === 'm' ? 60_000 : 3_600_000);
    return { max: Number(count), windowMs: ms };
  });
export type RateLimit = z.output<typeof rateLimitSchema>;

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Home Hunter <no-reply@homehunter.local>'),
  AUTH_RATE_LIMIT: rateLimitSchema.prefault('10/3m'),
  UPLOAD_RATE_LIMIT: rateLimitSchema.prefault('30/10m'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  SOLD_DATA_DIR: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Env = z.output<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  authRateLimit: RateLimit;
  uploadRateLimit: RateLimit;
  sessionIdleMs: number;
  sessionMaxMs: number;
  admin?: { email: string; password: string; username?: string };
  soldDataDir?: string;
  seedDemo: boolean;
  tileUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
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
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    authRateLimit: env.AUTH_RATE_LIMIT,
    uploadRateLimit: env.UPLOAD_RATE_LIMIT,
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
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
}
