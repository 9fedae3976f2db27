import { describe, expect, it } from 'vitest';
import { LONDON, averageCentre, coordinates } from './property-display';

describe('listing display helpers', () => {
  it('reads coordinates sent as text and refuses broken ones', () => {
    expect(coordinates({ latitude: '53.80000000', longitude: '-1.55000000' })).toEqual([53.8, -1.55]);
    expect(coordinates({ latitude: null, longitude: '-1' })).toBeNull();
    expect(coordinates({ latitude: 'x', longitude: '1' })).toBeNull();
    expect(coordinates({ latitude: '0', longitude: '0' })).toBeNull();
    expect(coordinates({ latitude: '95', longitude: '0' })).toBeNull();
  });

  it('centres on the average position, London when there is none', () => {
    expect(averageCentre([])).toEqual(LONDON);
    expect(averageCentre([{ latitude: null, longitude: null }])).toEqual(LONDON);
    expect(
      averageCentre([
        { latitude: '52', longitude: '-1' },
        { latitude: '54', longitude: '-3' },
        { latitude: null, longitude: null },
      ]),
    ).toEqual([53, -2]);
  });
});
