import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

export async function insertUpload(db: Db, values: { userId: string; name: string; expiresAt: Date }) {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return row!.id;
}

/**
 * Marks an issued, unexpired URL as used and returns its stored name; null when it was used
 * before (or is unknown). One statement, so two racing PUTs can never both get the name.
 */
export async function claimUpload(db: Db, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(uploads)
    .set({ usedAt: now })
    .where(and(eq(uploads.id, id), isNull(uploads.usedAt), gt(uploads.expiresAt, now)))
    .returning({ name: uploads.name });
  return row?.name ?? null;
}

export async function markStored(db: Db, id: string, now: Date) {
  await db.update(uploads).set({ storedAt: now }).where(eq(uploads.id, id));
}

/**
 * Gives the listing exactly these of the user's stored photos: each must be free or already the
 * listing's. Photos the listing held before and no longer names are let go (the cleanup job
 * removes them). Returns the names that could not be attached. Run it in the listing's transaction.
 */
export async function attachUploads(db: Db, userId: string, propertyId: string, names: string[]) {
  const attached =
    names.length === 0
      ? []
      : await db
          .update(uploads)
          .set({ propertyId })
          .where(
            and(
              eq(uploads.userId, userId),
              inArray(uploads.name, names),
              isNotNull(uploads.storedAt),
              or(isNull(uploads.propertyId), eq(uploads.propertyId, propertyId)),
            ),
          )
          .returning({ name: uploads.name });
  await db
    .update(uploads)
    .set({ propertyId: null })
    .where(
      and(eq(uploads.propertyId, propertyId), names.length > 0 ? notInArray(uploads.name, names) : undefined),
    );
  const found = new Set(attached.map((row) => row.name));
  return names.filter((name) => !found.has(name));
}

export async function uploadNamesOf(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.propertyId, propertyId));
  return rows.map((row) => row.name);
}

/** Unattached uploads issued before the cutoff, oldest first. */
export const issuedBefore = (cutoff: Date) => lt(uploads.createdAt, cutoff);
export const named = (names: string[]) => inArray(uploads.name, names);

/**
 * Deletes unattached uploads matching `where` (at most `limit`), after `removeFiles` has removed
 * their files. The rows stay locked meanwhile, so a listing cannot take a photo whose files are
 * going; if removing files fails, the rows stay for the next run.
 */
export async function deleteUnattached(
  db: Db,
  where: SQL,
  limit: number,
  removeFiles: (names: string[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: uploads.id, name: uploads.name })
      .from(uploads)
      .where(and(isNull(uploads.propertyId), where))
      .orderBy(asc(uploads.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await removeFiles(rows.map((row) => row.name));
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        rows.map((row) => row.id),
      ),
    );
    return rows.length;
  });
}
