import type { PublicUser } from '@contracts/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getQueryFn } from './api-client';
import { queryKeys } from './query-keys';
import { readJson, removeItem, writeJson } from './storage';

/**
 * The current user, shared by every feature: the header, the pages that need a signed-in user, the
 * auth screens that sign in and out, and the forms that change the user (preferences).
 */

/** GET /api/auth/me: the signed-in user, or null when signed out (401). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    retry: false,
    // Re-checked when the tab regains focus after a while, so a sign-out elsewhere shows up here.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export interface AuthState {
  /** The signed-in user; while the server has not answered yet, the user stored by the last visit. */
  user: PublicUser | null;
  /** True until GET /api/auth/me has answered (the stored user may already be shown). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** Who is signed in (SPEC 4, Auth). The server's answer wins and is mirrored into browser storage. */
export function useAuth(): AuthState {
  const query = useQuery(meQueryOptions());
  const [stored] = useState(readStoredUser);

  useEffect(() => {
    if (!query.isSuccess) return;
    if (query.data) storeUser(query.data);
    else clearStoredUser();
  }, [query.isSuccess, query.data]);

  // An unreachable server proves nothing about the session, so the stored user stays until it answers.
  const user = query.isSuccess ? query.data : stored;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
  };
}

/**
 * Makes `user` the current user everywhere at once (null: signed out): the cached answer of
 * GET /api/auth/me, which the header and every page read, and the copy in browser storage.
 */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser | null): void {
  if (user) storeUser(user);
  else clearStoredUser();
  queryClient.setQueryData(queryKeys.me, user);
}

/** SPEC 3 (browser storage): the signed-in user, never a token, shown while GET /api/auth/me loads. */
const STORED_USER_KEY = 'homehunter_user';

function readStoredUser(): PublicUser | null {
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

function storeUser(user: PublicUser): void {
  writeJson(STORED_USER_KEY, user);
}

export function clearStoredUser(): void {
  removeItem(STORED_USER_KEY);
}
