import type { Property } from '@contracts/property';
import { describe, expect, it } from 'vitest';
import {
  emptyPropertyForm,
  propertyFormResolver,
  propertyFormValues,
  type PropertyFormValues,
} from './property-form';

const resolve = (values: PropertyFormValues) =>
  propertyFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const filled: PropertyFormValues = {
  ...emptyPropertyForm,
  title: 'Two-bed terrace',
  price: '325,000',
  address: '8 Canal Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zipCode: 'ls1 4ap',
  sqft: '820',
  description: 'Close to the station.',
  features: 'Garden, , Parking ',
  images: ['/objects/uploads/0123456789abcdef0123456789abcdef.webp'],
};

describe('propertyFormResolver', () => {
  it('turns the typed text into the body the API takes', async () => {
    const { values, errors } = await resolve(filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      price: 325000,
      zipCode: 'LS1 4AP',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 820,
      features: ['Garden', 'Parking'],
      images: filled.images,
    });
    expect(values.latitude).toBeUndefined();
  });

  it("shows the spec's messages beside each field, the fuller form's included", async () => {
    const { errors } = await resolve(emptyPropertyForm);
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, error]) => [field, error?.message]),
    );
    expect(messages).toEqual({
      title: 'Title is required',
      price: 'Price must be greater than 0',
      address: 'Address is required',
      city: 'City is required',
      state: 'State/County is required',
      zipCode: 'Post code is required',
      sqft: 'Square footage must be greater than 0',
      description: 'Description is required',
      features: 'At least one feature is required',
    });
  });

  it('checks the key information with the API’s rules and messages', async () => {
    const { errors } = await resolve({
      ...filled,
      tenure: 'Leasehold',
      leaseYearsRemaining: '1000',
      groundRent: '12.50',
      epcCertificateUrl: 'http://example.com',
    });
    expect(errors.leaseYearsRemaining?.message).toBe('Lease years must be a whole number from 0 to 999');
    expect(errors.groundRent?.message).toBe('Ground rent must be whole pounds, e.g. 250');
    expect(errors.epcCertificateUrl?.message).toBe('The EPC certificate link must be an https:// address');
    // The rules between fields, once each field is right on its own.
    const { errors: between } = await resolve({
      ...filled,
      tenure: 'Freehold',
      leaseYearsRemaining: '90',
      councilTaxBand: 'I',
      epcRating: 'B',
      epcPotential: 'D',
    });
    expect(between.leaseYearsRemaining?.message).toMatch(/only to leasehold/);
    expect(between.councilTaxBand?.message).toMatch(/only in Wales/);
    expect(between.epcPotential?.message).toMatch(/cannot be worse/);
    const { values } = await resolve({
      ...filled,
      tenure: 'Leasehold',
      leaseYearsRemaining: '0',
      groundRent: '1,200',
    });
    expect(values).toMatchObject({ tenure: 'Leasehold', leaseYearsRemaining: 0, groundRent: 1200 });
  });

  it('asks for the other coordinate when only one is given', async () => {
    const { errors } = await resolve({ ...filled, latitude: '53.8' });
    expect(errors.longitude?.message).toBe('Longitude is required');
  });
});

describe('propertyFormValues', () => {
  it('shows a saved listing as the form shows it, and saves back unchanged', async () => {
    const property: Property = {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Cottage',
      description: 'Thatched.',
      price: 410000,
      address: '3 Church Lane',
      city: 'Lavenham',
      state: 'Suffolk',
      zipCode: 'CO10 9SA',
      propertyType: 'Cottage',
      bedrooms: 2,
      bathrooms: '1.5',
      sqft: 950,
      features: ['Inglenook', 'Garden'],
      images: [],
      latitude: '52.10860000',
      longitude: '0.79680000',
      status: 'available',
      yearBuilt: null,
      lotSize: '0.30',
      agentName: 'Jo Owner',
      agentPhone: '01787 000000',
      agentEmail: 'jo@example.com',
      ownerId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      tenure: 'Leasehold',
      leaseYearsRemaining: 87,
      groundRent: 150,
      serviceCharge: 0,
      councilTaxBand: 'D',
      epcRating: 'E',
      epcPotential: 'C',
      epcCertificateUrl: null,
      builtForm: 'Semi-detached',
      floorPlan: '/objects/uploads/0123456789abcdef0123456789abcdef.webp',
      sharedOwnership: false,
      retirement: true,
      reducedAt: null,
      soldPrice: null,
      soldDate: null,
    };
    const values = propertyFormValues(property);
    expect(values).toMatchObject({ latitude: '52.1086', longitude: '0.7968', lotSize: '0.3', yearBuilt: '' });
    expect(values.features).toBe('Inglenook, Garden');
    const { values: body } = await resolve(values);
    expect(body).toMatchObject({ latitude: 52.1086, longitude: 0.7968, lotSize: 0.3, bathrooms: 1.5 });
    expect(body.yearBuilt).toBeUndefined();
    expect(values).toMatchObject({ leaseYearsRemaining: '87', serviceCharge: '0', epcCertificateUrl: '' });
    expect(body).toMatchObject({
      tenure: 'Leasehold',
      leaseYearsRemaining: 87,
      groundRent: 150,
      serviceCharge: 0,
      councilTaxBand: 'D',
      epcRating: 'E',
      epcPotential: 'C',
      builtForm: 'Semi-detached',
      floorPlan: property.floorPlan,
      sharedOwnership: false,
      retirement: true,
    });
    expect(body.epcCertificateUrl).toBeUndefined();
  });
});
