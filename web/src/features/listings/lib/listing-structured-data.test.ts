import { describe, expect, it } from 'vitest';
import { listingDescription, listingImageUrls, listingJsonLd } from './listing-structured-data';
import { testProperty } from './test-property';

const ORIGIN = 'https://homes.example';

describe('listingJsonLd', () => {
  const property = testProperty({
    id: '11111111-2222-4333-8444-555555555555',
    title: 'Three bedroom semi',
    price: 325_000,
    propertyType: 'House',
    address: '1 High Street',
    city: 'Leeds',
    state: 'West Yorkshire',
    zipCode: 'LS1 1AA',
    images: ['/demo/front.jpg', 'upload.jpg', 'https://cdn.example/back.jpg', ' '],
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-12T09:00:00.000Z',
    status: 'reduced',
  });
  const url = `${ORIGIN}/property/${property.id}`;
  const data = listingJsonLd(property, { url, origin: ORIGIN });

  it('is a RealEstateListing with its url, date posted and absolute images', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Three bedroom semi',
      url,
      datePosted: '2026-01-10T09:00:00.000Z',
      image: [
        `${ORIGIN}/objects/demo/front.jpg`,
        `${ORIGIN}/objects/uploads/upload.jpg`,
        'https://cdn.example/back.jpg',
      ],
    });
  });

  it('offers the home at its asking price in pounds, in stock while on the market', () => {
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 325_000,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url,
    });
    const sold = listingJsonLd({ ...property, status: 'sold' }, { url, origin: ORIGIN });
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('is about the home, with its UK postal address, rooms, floor area and position', () => {
    expect(data.about).toMatchObject({
      '@type': 'SingleFamilyResidence',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 High Street',
        addressLocality: 'Leeds',
        addressRegion: 'West Yorkshire',
        postalCode: 'LS1 1AA',
        addressCountry: 'GB',
      },
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'FTK' },
      geo: { '@type': 'GeoCoordinates', latitude: 53.8, longitude: -1.55 },
    });
  });

  it('calls flats Apartments and leaves out what the listing lacks', () => {
    const flat = listingJsonLd(
      testProperty({ propertyType: 'Flat', images: [], latitude: null, longitude: null, sqft: 0 }),
      { url, origin: ORIGIN },
    );
    expect(flat.about['@type']).toBe('Apartment');
    expect(flat).not.toHaveProperty('image');
    expect(flat.about).not.toHaveProperty('geo');
    expect(flat.about).not.toHaveProperty('floorSize');
  });
});

describe('listingImageUrls', () => {
  it('drops pictures a crawler cannot fetch', () => {
    expect(listingImageUrls({ images: ['data:image/png;base64,AA', '/a.jpg'] }, ORIGIN)).toEqual([
      `${ORIGIN}/objects/a.jpg`,
    ]);
  });
});

describe('listingDescription', () => {
  it('leads with the price, rooms and address', () => {
    const text = listingDescription(testProperty({ price: 250_000, bedrooms: 2, propertyType: 'Flat' }));
    expect(text).toBe(
      '£250,000: 2 bedroom flat for sale at 1 High Street, Leeds, West Yorkshire LS1 1AA. A family home.',
    );
  });
});
