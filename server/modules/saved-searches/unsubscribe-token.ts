import type { Db } from '../../db/client';
import { appSecret } from '../../lib/app-secret';
import { signValue, verifySignedValue } from '../../lib/signed-value';

const PURPOSE = 'saved-search-unsubscribe';
const secret = (db: Db) => appSecret(db, 'links');

/** What an unsubscribe link turns off: one saved search, or every alert of one user. */
export type UnsubscribeTarget = { searchId: string } | { userId: string };

/** Signed, not stored: the link works without signing in and for as long as the search exists. */
export async function unsubscribeToken(db: Db, target: UnsubscribeTarget) {
  const value = 'searchId' in target ? `search:${target.searchId}` : `user:${target.userId}`;
  return signValue(await secret(db), PURPOSE, value);
}

export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const value = verifySignedValue(await secret(db), PURPOSE, token);
  const [kind, id] = value?.split(':') ?? [];
  if (kind === 'search' && id) return { searchId: id };
  if (kind === 'user' && id) return { userId: id };
  return null;
}
