import {
  type createSavedSearchSchema,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  savedSearchMessages,
  type updateSavedSearchSchema,
} from '@contracts/saved-search';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolationAsConflict } from '../../lib/pg-errors';
import { badRequest, invalidToken, notFound } from '../../lib/http-error';
import * as repo from './saved-searches.repository';
import { savedSearchCondition } from './saved-search-match';
import { readUnsubscribeToken } from './unsubscribe-token';

type CreateInput = z.output<typeof createSavedSearchSchema>;
type UpdateInput = z.output<typeof updateSavedSearchSchema>;

const NAME_MESSAGES = { saved_searches_user_name_idx: savedSearchMessages.nameTaken };

function toJson(row: repo.SavedSearchRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters as Record<string, unknown>,
    alertsEnabled: row.alertsEnabled,
    newMatches,
    createdAt: row.createdAt.toISOString(),
  };
}

async function newMatches(db: Db, row: repo.SavedSearchRow, now: Date) {
  const where = await savedSearchCondition(db, row.filters, row.userId, now);
  return where ? repo.countNewMatches(db, where, row.seenAt) : 0;
}

export async function listSavedSearches(db: Db, userId: string, now: Date) {
  const rows = await repo.listByUser(db, userId);
  return Promise.all(rows.map(async (row) => toJson(row, await newMatches(db, row, now))));
}

export async function createSavedSearch(db: Db, userId: string, input: CreateInput) {
  const row = await repo
    .insertWithinLimit(db, { userId, ...input }, SAVED_SEARCH_LIMIT)
    .catch((err: unknown) => {
      throw uniqueViolationAsConflict(err, NAME_MESSAGES);
    });
  if (!row) throw badRequest(savedSearchMessages.limitReached);
  return toJson(row, 0);
}

async function updateOrNotFound(
  db: Db,
  userId: string,
  id: string,
  patch: Parameters<typeof repo.updateOwned>[3],
  now: Date,
) {
  const row = await repo.updateOwned(db, userId, id, patch, now).catch((err: unknown) => {
    throw uniqueViolationAsConflict(err, NAME_MESSAGES);
  });
  if (!row) throw notFound(savedSearchMessages.notFound);
  return row;
}

export async function updateSavedSearch(db: Db, userId: string, id: string, input: UpdateInput, now: Date) {
  const row = await updateOrNotFound(db, userId, id, input, now);
  return toJson(row, await newMatches(db, row, now));
}

/** Opening a search's results: its new-match count starts again from now. */
export async function markSavedSearchSeen(db: Db, userId: string, id: string, now: Date) {
  return toJson(await updateOrNotFound(db, userId, id, { seenAt: now }, now), 0);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string) {
  if (!(await repo.deleteOwned(db, userId, id))) throw notFound(savedSearchMessages.notFound);
}

export async function unsubscribe(db: Db, token: string, now: Date) {
  const target = await readUnsubscribeToken(db, token);
  if (!target) throw invalidToken(savedSearchMessages.badUnsubscribeLink);
  const names = (await repo.disableAlerts(db, target, now)).map((row) => row.name);
  if ('searchId' in target) {
    // A deleted search sends nothing any more: the link has done its job.
    const name = names[0] ?? null;
    return {
      name,
      message: name
        ? `You will get no more alerts for '${name}'.`
        : 'That saved search no longer exists, so it sends no alerts.',
    };
  }
  return { name: null, message: 'You will get no more saved-search alerts.' };
}
