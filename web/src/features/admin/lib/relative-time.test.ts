import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = new Date('2025-08-10T12:00:00Z');
  it('follows the admin activity buckets', () => {
    expect(formatRelativeTime('2025-08-10T11:59:30Z', now)).toBe('Just now');
    expect(formatRelativeTime('2025-08-10T11:59:00Z', now)).toBe('1m ago');
    expect(formatRelativeTime('2025-08-10T11:00:01Z', now)).toBe('59m ago');
    expect(formatRelativeTime('2025-08-10T11:00:00Z', now)).toBe('1h ago');
    expect(formatRelativeTime('2025-08-09T12:00:01Z', now)).toBe('23h ago');
    expect(formatRelativeTime('2025-08-09T12:00:00Z', now)).toBe('09/08/2025');
  });
});
