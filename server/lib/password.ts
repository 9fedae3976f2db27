import { type Algorithm, type Options, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum that
 * cannot be read at runtime under isolatedModules, so its Argon2id value (2) is written out.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False (never a throw) for a wrong password or a hash that cannot be parsed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a throw-away password made with the same options, so verifying against it costs the same. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$px1XoNq8gQMLLOJLWcLErA$bQvrRaKxvXmc8twpUaRCOrylJ8ne4GCj+Ml2FHXo3Ug';

/**
 * Spends one verification as long as a real one, for sign-ins to accounts that do not exist,
 * so response times do not tell an attacker which usernames are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
