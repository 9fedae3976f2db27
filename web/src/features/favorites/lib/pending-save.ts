import { readJson, removeItem, sessionArea, writeJson } from '@/lib/storage';

/**
 * A home a signed-out visitor asked to save. It waits in this tab's session storage while they
 * sign in (which ends in a full page load, SPEC 4) and is saved once they are signed in.
 */
export interface PendingSave {
  propertyId: string;
  title?: string;
  /** When Save was pressed (ms since 1970). */
  at: number;
}

const KEY = 'homehunter_pending_save';
/** A save nobody completed within half an hour is forgotten rather than done by surprise. */
export const PENDING_SAVE_TTL_MS = 30 * 60_000;

export function rememberPendingSave(propertyId: string, title: string | undefined, now = Date.now()): void {
  writeJson(KEY, { propertyId, title, at: now } satisfies PendingSave, sessionArea());
}

/** The pending save, if a recent one is waiting; reading it removes it, so it is done only once. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  const value = readJson(KEY, sessionArea());
  removeItem(KEY, sessionArea());
  if (!value || typeof value !== 'object') return null;
  const { propertyId, title, at } = value as Record<string, unknown>;
  if (typeof propertyId !== 'string' || typeof at !== 'number') return null;
  if (now - at > PENDING_SAVE_TTL_MS || at > now) return null;
  return { propertyId, title: typeof title === 'string' ? title : undefined, at };
}
