import { describe, expect, it } from 'vitest';
import { narrationText, roomFacts } from './narration';

const home = {
  title: 'Victorian terrace',
  address: '12 Merton Road',
  city: 'London',
  price: 650_000,
  bedrooms: 3,
  bathrooms: '1.0',
  sqft: 1_240,
};

describe('narrationText', () => {
  it('says the stop, the home, its rooms and its price in pounds', () => {
    expect(narrationText(home, 1, 8)).toBe(
      'Stop 2 of 8. Victorian terrace, 12 Merton Road, London. 3 bedrooms, 1 bathroom, 1,240 square feet. Priced at £650,000.',
    );
  });

  it('calls a home without a bedroom a studio and reads half bathrooms', () => {
    expect(roomFacts({ ...home, bedrooms: 0, bathrooms: '1.5' })).toEqual([
      'Studio',
      '1.5 bathrooms',
      '1,240 square feet',
    ]);
  });
});
