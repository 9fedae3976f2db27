import fc from 'fast-check';
import { isValid } from 'postcode';
import { describe, expect, it } from 'vitest';
import { normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it('formats valid postcodes and rejects the rest', () => {
    expect(normalisePostcode(' sw19   1aa ')).toBe('SW19 1AA');
    expect(normalisePostcode('EC1Y0RB')).toBe('EC1Y 0RB');
    expect(normalisePostcode('')).toBeNull();
    expect(normalisePostcode('SW19')).toBeNull();
    expect(normalisePostcode('NOT A PC')).toBeNull();
  });

  it('never throws, and what it returns is a valid, normalised postcode', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/)),
        (raw) => {
          const result = normalisePostcode(raw);
          if (result !== null) {
            expect(isValid(result)).toBe(true);
            expect(result).toMatch(/^[A-Z0-9]{2,4} [0-9][A-Z]{2}$/);
            expect(normalisePostcode(result)).toBe(result);
          }
        },
      ),
    );
  });
});
