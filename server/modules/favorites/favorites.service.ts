import {
  type Comparison,
  type FavoriteStatus,
  favoriteMessages,
  type SavedProperty,
} from '@contracts/favorite';
import { propertyMessages } from '@contracts/property';
import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { ensurePropertyExists } from '../properties/properties.service';
import { toPropertyJson } from '../properties/property-presenter';
import { localMedian } from '../sold/local-median';
import * as repo from './favorites.repository';

export async function favoriteStatus(db: Db, userId: string, propertyId: string): Promise<FavoriteStatus> {
  await ensurePropertyExists(db, propertyId);
  return { isFavorited: await repo.isFavorite(db, userId, propertyId) };
}

export async function toggleFavorite(db: Db, userId: string, propertyId: string): Promise<FavoriteStatus> {
  await ensurePropertyExists(db, propertyId);
  try {
    return { isFavorited: await repo.toggleFavorite(db, userId, propertyId) };
  } catch (error) {
    // The listing was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(propertyMessages.notFound);
    throw error;
  }
}

export async function listFavorites(db: Db, userId: string): Promise<SavedProperty[]> {
  const rows = await repo.favoriteProperties(db, userId);
  return rows.map((row) => ({
    ...toPropertyJson(row.property),
    savedAt: row.savedAt.toISOString(),
    note: row.note,
  }));
}

/** Saves the note on a saved home; an empty note removes it. */
export async function saveNote(db: Db, userId: string, propertyId: string, note: string) {
  const stored = note === '' ? null : note;
  if (!(await repo.setNote(db, userId, propertyId, stored))) throw notFound(favoriteMessages.notSaved);
  return { note: stored };
}

/** Saved homes side by side, in the order asked, with £ per sq ft and the local sold-price median. */
export async function compareFavorites(db: Db, userId: string, propertyIds: string[]): Promise<Comparison> {
  const rows = await repo.savedAmong(db, userId, propertyIds);
  if (rows.length < propertyIds.length) throw notFound(favoriteMessages.notSaved);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const homes = await Promise.all(
    propertyIds.map(async (id) => {
      const row = byId.get(id)!;
      return {
        property: toPropertyJson(row),
        pricePerSqft: row.sqft > 0 ? Math.round(row.price / row.sqft) : null,
        localMedian: await localMedian(db, row.zipCode, row.propertyType),
      };
    }),
  );
  return { homes, attribution: SOLD_ATTRIBUTION };
}
