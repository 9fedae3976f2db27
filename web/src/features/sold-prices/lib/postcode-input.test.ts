import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePostcodeInput, postcodeForSearch } from './postcode-input';

describe('normalisePostcodeInput', () => {
  it('upper-cases and collapses runs of spaces', () => {
    expect(normalisePostcodeInput('sw19   3es')).toBe('SW19 3ES');
    expect(normalisePostcodeInput('ct1  1dx')).toBe('CT1 1DX');
  });

  it('keeps single and edge spaces so typing is not fought', () => {
    expect(normalisePostcodeInput('sw19 ')).toBe('SW19 ');
    expect(normalisePostcodeInput(' e14')).toBe(' E14');
  });

  it('is idempotent and never leaves two spaces in a row', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalisePostcodeInput(raw);
        expect(normalisePostcodeInput(once)).toBe(once);
        expect(once).not.toMatch(/ {2}/);
        expect(once).toBe(once.toUpperCase());
      }),
    );
  });
});

describe('postcodeForSearch', () => {
  it('trims what the user typed', () => {
    expect(postcodeForSearch('  b15   2tt  ')).toBe('B15 2TT');
    expect(postcodeForSearch('   ')).toBe('');
  });
});
