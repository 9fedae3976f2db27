import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signValue, verifySignedValue } from './signed-value';

const secret = randomBytes(32);
const value = fc.stringMatching(/^[A-Za-z0-9:_-]{1,60}$/);

describe('signed values', () => {
  it('verifies what it signed, for the same purpose only', () => {
    fc.assert(
      fc.property(value, (v) => {
        const token = signValue(secret, 'unsubscribe', v);
        expect(verifySignedValue(secret, 'unsubscribe', token)).toBe(v);
        expect(verifySignedValue(secret, 'upload', token)).toBeNull();
        expect(verifySignedValue(randomBytes(32), 'unsubscribe', token)).toBeNull();
      }),
    );
  });

  it('refuses any change to the value or the signature', () => {
    fc.assert(
      fc.property(value, value, (v, other) => {
        fc.pre(v !== other);
        const [, signature] = signValue(secret, 'p', v).split('.');
        expect(verifySignedValue(secret, 'p', `${other}.${signature}`)).toBeNull();
        expect(verifySignedValue(secret, 'p', `${v}.${signature!.slice(0, -2)}`)).toBeNull();
      }),
    );
  });

  it('refuses malformed tokens without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(verifySignedValue(secret, 'p', junk)).toBeNull();
      }),
    );
  });
});
