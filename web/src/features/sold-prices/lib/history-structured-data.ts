import type { PropertyHistory } from '@contracts/sold/history';
import { LAND_REGISTRY_ATTRIBUTION, OGL_URL } from '@/lib/attribution';
import { formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/long-dates';

const SCHEMA = 'https://schema.org';
const PRICE_PAID_URL = 'https://www.gov.uk/government/collections/price-paid-data';

/** HM Land Registry's property type in schema.org's words: flats are Apartments, D/S/T houses. */
function homeType(propertyType: string): string {
  if (propertyType.startsWith('Flat')) return 'Apartment';
  if (['Detached', 'Semi-Detached', 'Terraced'].includes(propertyType)) return 'SingleFamilyResidence';
  return 'Accommodation';
}

type History = Pick<PropertyHistory, 'currentProperty' | 'priceHistory'>;

/**
 * 'Flat 1, 12 Acacia Avenue, London, SW19 1AA: last sold for £450,000 on 15 March 2024. 3 sales
 * recorded by HM Land Registry since 2004, with recent sales nearby.'
 */
export function historyDescription({ currentProperty: home, priceHistory }: History): string {
  const first = priceHistory.at(-1);
  const sales = priceHistory.length;
  const since = first && sales > 1 ? ` since ${first.date.slice(0, 4)}` : '';
  return (
    `${home.address}, ${home.postcode}: last sold for ${formatMoney(home.price)} on ${formatLongDate(home.date)}. ` +
    `${sales} ${sales === 1 ? 'sale' : 'sales'} recorded by HM Land Registry${since}, with recent sales nearby.`
  );
}

/**
 * schema.org structured data of a sold history page. No schema.org type is 'a home and its past
 * sales', so it is composed from valid parts: a WebPage `about` the home (an Apartment or
 * SingleFamilyResidence with its PostalAddress), whose `mainEntity` is an ItemList of the sales,
 * newest first, each a completed SellAction (price in GBP, its date as `endTime`, the home as its
 * `object`). The page `isBasedOn` the Price Paid Data set, which carries the Open Government
 * Licence attribution (DESIGN 4) as its `creditText` and `license`.
 */
export function soldHistoryJsonLd(history: History, { url }: { url: string }) {
  const { currentProperty: home, priceHistory } = history;
  const homeId = `${url}#home`;
  return {
    '@context': SCHEMA,
    '@type': 'WebPage',
    url,
    name: `${home.address} · Sale history`,
    description: historyDescription(history),
    about: {
      '@type': homeType(home.propertyType),
      '@id': homeId,
      name: home.address,
      address: {
        '@type': 'PostalAddress',
        streetAddress: home.address,
        postalCode: home.postcode,
        addressCountry: 'GB',
      },
      ...(home.latitude !== null && home.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: home.latitude, longitude: home.longitude } }
        : {}),
    },
    mainEntity: {
      '@type': 'ItemList',
      name: `Sales of ${home.address} recorded by HM Land Registry`,
      itemListOrder: `${SCHEMA}/ItemListOrderDescending`,
      numberOfItems: priceHistory.length,
      itemListElement: priceHistory.map((sale, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'SellAction',
          actionStatus: `${SCHEMA}/CompletedActionStatus`,
          endTime: sale.date,
          price: sale.price,
          priceCurrency: 'GBP',
          object: { '@id': homeId },
        },
      })),
    },
    isBasedOn: {
      '@type': 'Dataset',
      name: 'HM Land Registry Price Paid Data',
      url: PRICE_PAID_URL,
      creator: { '@type': 'GovernmentOrganization', name: 'HM Land Registry' },
      license: OGL_URL,
      creditText: LAND_REGISTRY_ATTRIBUTION,
    },
  };
}
