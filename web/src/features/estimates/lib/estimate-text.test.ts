import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askingPriceText, inTen, percentOf } from './estimate-text';

describe('askingPriceText', () => {
  it('says above, below or matches, with one decimal at most', () => {
    expect(askingPriceText(4.2)).toBe('Asking price is 4.2% above our estimate');
    expect(askingPriceText(-12)).toBe('Asking price is 12% below our estimate');
    expect(askingPriceText(0.4)).toBe('Asking price matches our estimate');
  });

  it('never names a direction that contradicts the sign', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 500, noNaN: true }), (difference) => {
        const text = askingPriceText(difference);
        if (difference >= 0.5) expect(text).toContain('above');
        else if (difference <= -0.5) expect(text).toContain('below');
        else expect(text).toContain('matches');
      }),
    );
  });

  it('writes shares as people say them', () => {
    expect(inTen(0.8)).toBe('8 in 10');
    expect(percentOf(0.5642)).toBe('56%');
  });
});
