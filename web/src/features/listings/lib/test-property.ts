import type { Property } from '@contracts/property';

let counter = 0;

/** A listing for unit tests; override what the test is about. */
export function testProperty(overrides: Partial<Property> = {}): Property {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: 'Three bedroom semi',
    description: 'A family home.',
    price: 250_000,
    address: '1 High Street',
    city: 'Leeds',
    state: 'West Yorkshire',
    zipCode: 'LS1 1AA',
    propertyType: 'House',
    bedrooms: 3,
    bathrooms: '2.0',
    sqft: 1200,
    features: [],
    images: [],
    latitude: '53.80000000',
    longitude: '-1.55000000',
    status: 'available',
    yearBuilt: 1990,
    lotSize: null,
    agentName: 'Sam Agent',
    agentPhone: '0113 496 0000',
    agentEmail: 'info@agent.example',
    ownerId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    tenure: null,
    leaseYearsRemaining: null,
    groundRent: null,
    serviceCharge: null,
    councilTaxBand: null,
    epcRating: null,
    epcPotential: null,
    epcCertificateUrl: null,
    builtForm: null,
    floorPlan: null,
    sharedOwnership: false,
    retirement: false,
    reducedAt: null,
    soldPrice: null,
    soldDate: null,
    ...overrides,
  };
}
