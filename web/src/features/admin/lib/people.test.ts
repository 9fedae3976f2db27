import { describe, expect, it } from 'vitest';
import { displayName, initials, welcomeName } from './people';

const olivia = { username: 'olivia_b', firstName: 'Olivia', lastName: 'Bennett' };
const nameless = { username: 'siteadmin', firstName: null, lastName: null };

describe('people', () => {
  it('names a user by full name, else username', () => {
    expect(displayName(olivia)).toBe('Olivia Bennett');
    expect(displayName({ ...olivia, lastName: null })).toBe('Olivia');
    expect(displayName(nameless)).toBe('siteadmin');
    expect(displayName({ ...nameless, firstName: '  ' })).toBe('siteadmin');
  });

  it('welcomes by first name, else username', () => {
    expect(welcomeName(olivia)).toBe('Olivia');
    expect(welcomeName(nameless)).toBe('siteadmin');
  });

  it('gives up to two initials', () => {
    expect(initials(olivia)).toBe('OB');
    expect(initials(nameless)).toBe('SI');
    expect(initials({ ...olivia, lastName: null })).toBe('O');
  });
});
