import type { FavoriteStatus } from '@contracts/favorite';
import type { Db } from '../../db/client';
import { ensurePropertyExists } from '../properties/properties.service';
import { toPropertyJson } from '../properties/property-presenter';
import * as repo from './favorites.repository';

export async function favoriteStatus(db: Db, userId: string, propertyId: string): Promise<FavoriteStatus> {
  await ensurePropertyExists(db, propertyId);
  return { isFavorited: await repo.isFavorite(db, userId, propertyId) };
}

export async function toggleFavorite(db: Db, userId: string, propertyId: string): Promise<FavoriteStatus> {
  await ensurePropertyExists(db, propertyId);
  return { isFavorited: await repo.toggleFavorite(db, userId, propertyId) };
}

export async function listFavorites(db: Db, userId: string) {
  return (await repo.favoriteProperties(db, userId)).map(toPropertyJson);
}
