import type { Preferences } from '@contracts/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const columns = {
  preferredPropertyType: users.preferredPropertyType,
  preferredLocation: users.preferredLocation,
  minBudget: users.minBudget,
  maxBudget: users.maxBudget,
  preferredBedrooms: users.preferredBedrooms,
  preferredBathrooms: users.preferredBathrooms,
};

/** Replaces the user's preferences in one statement and returns them as stored. */
export async function savePreferences(db: Db, userId: string, preferences: Preferences, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...preferences, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(columns);
  return row;
}
