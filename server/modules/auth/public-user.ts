import type { PublicUser } from '@contracts/auth';
import type { UserRow } from './users.repository';

/** The only way a user row leaves the server: no password hash, dates as ISO strings. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    preferredPropertyType: user.preferredPropertyType,
    preferredLocation: user.preferredLocation,
    minBudget: user.minBudget,
    maxBudget: user.maxBudget,
    preferredBedrooms: user.preferredBedrooms,
    preferredBathrooms: user.preferredBathrooms,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
