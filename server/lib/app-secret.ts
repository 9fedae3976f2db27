import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/index';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A named random secret (256 bits) kept in the database, made on first use. Every instance on the
 * same database agrees on it and it survives restarts, so links signed with it keep working.
 */
export function appSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: Db, name: string) {
  // Two instances racing here both insert; the first wins and both read the winner back.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
