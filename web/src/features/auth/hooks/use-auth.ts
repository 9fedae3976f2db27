import type { PublicUser } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { meQueryOptions } from '../api/get-me';
import { clearStoredUser, readStoredUser, storeUser } from '../lib/stored-user';

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
