import type { PublicUser } from '@contracts/auth';

/** What the header needs to know about the signed-in user. */
export type HeaderUser = Pick<PublicUser, 'firstName' | 'username' | 'isAdmin'>;

export interface HeaderAuth {
  user: HeaderUser | null;
  /** Auth is still loading and nothing is cached: show a placeholder instead of guessing. */
  isLoading: boolean;
  onSignOut: () => void;
  isSigningOut: boolean;
}

export const displayName = (user: HeaderUser) => user.firstName?.trim() || user.username;
