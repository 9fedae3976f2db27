import type { PublicUser } from '@contracts/auth';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/** SPEC 3 (browser storage): the signed-in user, never a token, shown while GET /api/auth/me loads. */
export const STORED_USER_KEY = 'homehunter_user';

export function readStoredUser(): PublicUser | null {
  const value = readJson(STORED_USER_KEY);
  return looksLikeUser(value) ? value : null;
}

/**
 * A value written by an older version of the app is ignored rather than trusted. A plain check, not
 * the zod contract: this runs on every first paint and zod would double the initial bundle.
 */
function looksLikeUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    typeof user.isAdmin === 'boolean' &&
    (user.firstName === null || typeof user.firstName === 'string')
  );
}

export function storeUser(user: PublicUser): void {
  writeJson(STORED_USER_KEY, user);
}

export function clearStoredUser(): void {
  removeItem(STORED_USER_KEY);
}
