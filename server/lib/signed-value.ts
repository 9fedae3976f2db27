import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `value.signature`, where the signature is an HMAC-SHA256 over the purpose and the value, so a
 * token made for one purpose is never accepted for another. The value must not contain a dot.
 */
export function signValue(secret: Buffer, purpose: string, value: string): string {
  return `${value}.${mac(secret, purpose, value)}`;
}

/** The value a token signs, or null when the token is malformed or its signature is wrong. */
export function verifySignedValue(secret: Buffer, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, purpose, value), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const mac = (secret: Buffer, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
