import { ukToday } from '@contracts/contact';
import { describe, expect, it } from 'vitest';
import { viewingFormSchema } from './viewing-form';

const valid = {
  name: 'Sam Buyer',
  email: 'sam@example.com',
  phone: '07700 900123',
  preferredDate: ukToday(),
  preferredTime: 'morning' as const,
};

describe('viewing request form', () => {
  it('accepts a complete request for today', () => {
    expect(viewingFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for a date in plain words when none is chosen', () => {
    const result = viewingFormSchema.safeParse({ ...valid, preferredDate: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Choose a date for the viewing']);
  });

  it('keeps the API rules for past dates and contact details', () => {
    expect(
      viewingFormSchema.safeParse({ ...valid, preferredDate: '2000-01-01' }).error?.issues[0]?.message,
    ).toBe('preferredDate must be today or later');
    expect(viewingFormSchema.safeParse({ ...valid, email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
