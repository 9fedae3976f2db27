import type { Property } from '@contracts/property';
import { describe, expect, it } from 'vitest';
import { type PropertyEditValues, propertyEditResolver, propertyEditValues } from './property-edit-form';

const valid: PropertyEditValues = {
  title: 'Victorian terrace',
  price: '425,000',
  propertyType: 'House',
  address: '12 Ridgway Place',
  city: 'London',
  state: 'Greater London',
};

const resolve = (values: PropertyEditValues) =>
  propertyEditResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('propertyEditResolver', () => {
  it('turns the form into the PUT body', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      title: 'Victorian terrace',
      price: 425000,
      propertyType: 'House',
      address: '12 Ridgway Place',
      city: 'London',
      state: 'Greater London',
    });
  });

  it("shows the spec's messages for missing fields", async () => {
    const result = await resolve({
      title: ' ',
      price: '0',
      propertyType: '',
      address: '',
      city: '',
      state: '',
    });
    const messages = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
    expect(messages).toEqual({
      title: 'Title is required',
      price: 'Price must be greater than 0',
      propertyType: 'Property type is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State/County is required',
    });
  });

  it('refuses a price that is not a number', async () => {
    const result = await resolve({ ...valid, price: 'lots' });
    expect(result.errors.price?.message).toBe('Price must be greater than 0');
  });
});

describe('propertyEditValues', () => {
  it('fills the dialog from the listing', () => {
    const property = {
      title: 'Flat',
      price: 250000,
      propertyType: 'Apartment',
      address: '1 High St',
      city: 'Leeds',
      state: 'West Yorkshire',
    } as Property;
    expect(propertyEditValues(property)).toEqual({
      title: 'Flat',
      price: '250,000',
      propertyType: 'Apartment',
      address: '1 High St',
      city: 'Leeds',
      state: 'West Yorkshire',
    });
  });
});
