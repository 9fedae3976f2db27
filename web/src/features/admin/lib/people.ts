/** What the panel needs of a user to name them. */
interface Named {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** SPEC 2, Users: the full name, or the username when no name was given. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.username;
}

/** SPEC 2, header: the first name, or the username. */
export function welcomeName(user: Named): string {
  return user.firstName?.trim() || user.username;
}

/** Up to two letters for the avatar circle: 'OB' for Olivia Bennett, 'SI' for siteadmin. */
export function initials(user: Named): string {
  const parts = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean) as string[];
  const letters = parts.length > 0 ? parts.map((part) => part[0]).join('') : user.username.slice(0, 2);
  return letters.slice(0, 2).toUpperCase();
}
