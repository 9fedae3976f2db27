import type { PropertyHistory } from '@contracts/sold/history';
import { describe, expect, it } from 'vitest';
import { LAND_REGISTRY_ATTRIBUTION, OGL_URL } from '@/lib/attribution';
import { historyDescription, soldHistoryJsonLd } from './history-structured-data';

const sale = (id: string, date: string, price: number) => ({
  id,
  date,
  price,
  formattedPrice: `£${price.toLocaleString('en-GB')}`,
  propertyType: 'Flat/Maisonette',
  newBuild: false,
  tenure: 'Leasehold',
  category: 'A',
});

const history: Pick<PropertyHistory, 'currentProperty' | 'priceHistory'> = {
  currentProperty: {
    address: 'Flat 1, 12 Acacia Avenue, Wimbledon, London',
    postcode: 'SW19 1AA',
    date: '2025-11-15',
    propertyType: 'Flat/Maisonette',
    formattedPrice: '£450,000',
    price: 450_000,
    tenure: 'Leasehold',
    newBuild: false,
    latitude: 51.42,
    longitude: -0.19,
  },
  priceHistory: [
    sale('c', '2025-11-15', 450_000),
    sale('b', '2016-01-15', 300_000),
    sale('a', '2006-01-15', 200_000),
  ],
};
const url = 'https://homes.example/property/Flat%201/SW19%201AA';

describe('soldHistoryJsonLd', () => {
  const data = soldHistoryJsonLd(history, { url });

  it('is a web page about the home, with its UK postal address and position', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url,
      name: 'Flat 1, 12 Acacia Avenue, Wimbledon, London · Sale history',
      about: {
        '@type': 'Apartment',
        '@id': `${url}#home`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Flat 1, 12 Acacia Avenue, Wimbledon, London',
          postalCode: 'SW19 1AA',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.42, longitude: -0.19 },
      },
    });
  });

  it('lists every sale, newest first, as a completed sale in pounds on its date', () => {
    expect(data.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    expect(data.mainEntity.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'SellAction',
        actionStatus: 'https://schema.org/CompletedActionStatus',
        endTime: '2025-11-15',
        price: 450_000,
        priceCurrency: 'GBP',
        object: { '@id': `${url}#home` },
      },
    });
    expect(data.mainEntity.itemListElement.map((item) => item.item.price)).toEqual([
      450_000, 300_000, 200_000,
    ]);
  });

  it('credits HM Land Registry under the Open Government Licence', () => {
    expect(data.isBasedOn).toMatchObject({
      '@type': 'Dataset',
      license: OGL_URL,
      creditText: LAND_REGISTRY_ATTRIBUTION,
    });
  });

  it('calls houses SingleFamilyResidence and leaves out an unknown position', () => {
    const house = soldHistoryJsonLd(
      {
        ...history,
        currentProperty: {
          ...history.currentProperty,
          propertyType: 'Terraced',
          latitude: null,
          longitude: null,
        },
      },
      { url },
    );
    expect(house.about['@type']).toBe('SingleFamilyResidence');
    expect(house.about).not.toHaveProperty('geo');
  });
});

describe('historyDescription', () => {
  it('gives the address, the latest price and date, and how many sales since when', () => {
    expect(historyDescription(history)).toBe(
      'Flat 1, 12 Acacia Avenue, Wimbledon, London, SW19 1AA: last sold for £450,000 on 15 November 2025. ' +
        '3 sales recorded by HM Land Registry since 2006, with recent sales nearby.',
    );
  });
});
