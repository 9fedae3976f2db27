import type { PublicUser } from '@contracts/auth';
import { describe, expect, it } from 'vitest';
import {
  formValuesFrom,
  NO_PREFERENCE,
  parseBudget,
  preferencesFormSchema,
  toPreferencesBody,
  typeOptions,
} from './preferences-form';

const user = (fields: Partial<PublicUser>) =>
  ({
    preferredPropertyType: null,
    preferredLocation: null,
    minBudget: null,
    maxBudget: null,
    preferredBedrooms: null,
    preferredBathrooms: null,
    ...fields,
  }) as PublicUser;

describe('preferences form', () => {
  it('is prefilled from the user, money with thousands separators, 5+ and 4+ capped', () => {
    expect(
      formValuesFrom(
        user({
          preferredPropertyType: 'Flat',
          preferredLocation: 'Leeds',
          minBudget: 200000,
          preferredBedrooms: 7,
          preferredBathrooms: 2,
        }),
      ),
    ).toEqual({
      preferredPropertyType: 'Flat',
      preferredLocation: 'Leeds',
      minBudget: '200,000',
      maxBudget: '',
      preferredBedrooms: '5',
      preferredBathrooms: '2',
    });
    expect(formValuesFrom(null).preferredBedrooms).toBe(NO_PREFERENCE);
  });

  it('sends every field, "no preference" and blanks as null', () => {
    const values = {
      ...formValuesFrom(null),
      preferredLocation: '  York ',
      maxBudget: '£350,000',
      preferredBathrooms: '4',
    };
    expect(toPreferencesBody(values)).toEqual({
      preferredPropertyType: null,
      preferredLocation: 'York',
      minBudget: null,
      maxBudget: 350000,
      preferredBedrooms: null,
      preferredBathrooms: 4,
    });
  });

  it('reads budgets typed with £, commas and spaces, and refuses anything else', () => {
    expect(parseBudget('£ 250,000')).toBe(250000);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('250k')).toBeNaN();
    const check = (minBudget: string, maxBudget: string) =>
      preferencesFormSchema.safeParse({ ...formValuesFrom(null), minBudget, maxBudget }).error?.issues[0]
        ?.message;
    expect(check('250k', '')).toBe('Enter a whole number of pounds, such as 250,000');
    expect(check('400,000', '300,000')).toBe('The maximum budget must not be less than the minimum');
    expect(check('300,000', '300,000')).toBeUndefined();
  });

  it('offers the six types, and keeps a stored type the screen does not list', () => {
    expect(typeOptions(NO_PREFERENCE)).toHaveLength(6);
    expect(typeOptions('Condo')).toContain('Condo');
  });
});
