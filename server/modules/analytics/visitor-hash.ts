import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsSalts } from '../../db/schema/index';

/** YYYY-MM-DD of a time, in UTC: analytics days are UTC days. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function dayBefore(day: string, days = 1): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

/**
 * The visitor hash: HMAC-SHA256 of IP address and user agent under the day's random salt. The
 * salt lives one day past its own (the salts table, pruned with the rows), so hashes of different
 * days cannot be linked, and once it is gone nobody can test an IP address against a stored hash.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** Each day's salt, made once for every instance sharing the database and cached here. */
export class DailySalts {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  forDay(day: string): Promise<string> {
    let salt = this.cache.get(day);
    if (!salt) {
      salt = this.load(day);
      salt.catch(() => this.cache.delete(day));
      this.cache.set(day, salt);
    }
    return salt;
  }

  /** Forgets salts of days before `day` (the database copy goes with the retention job). */
  forgetBefore(day: string) {
    for (const cached of this.cache.keys()) if (cached < day) this.cache.delete(cached);
  }

  private async load(day: string): Promise<string> {
    // Two statements, not one: a salt another instance commits meanwhile is only seen by a new one.
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing({ target: analyticsSalts.day });
    const [row] = await this.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  }
}
