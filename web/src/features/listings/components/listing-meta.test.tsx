import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '@/lib/site-origin';
import { testProperty } from '../lib/test-property';
import { ListingMeta } from './listing-meta';

const ORIGIN = 'https://homes.example';

describe('ListingMeta', () => {
  it('gives a listing page its preview (first photo, price, address) and structured data', () => {
    const property = testProperty({
      title: 'Garden flat </script>',
      price: 250_000,
      images: ['/demo/one.jpg', '/demo/two.jpg'],
    });
    const html = renderToString(
      <SiteOriginProvider value={ORIGIN}>
        <html>
          <head />
          <body>
            <ListingMeta property={property} />
          </body>
        </html>
      </SiteOriginProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');

    expect(doc.title).toBe('Garden flat </script>, £250,000 · Home Hunter');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/property/${property.id}`,
    );
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/objects/demo/one.jpg`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:description"]')).toMatch(
      /^£250,000: 3 bedroom house for sale at 1 High Street/,
    );
    const [block] = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    const data = JSON.parse(block?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Garden flat </script>',
      offers: { price: 250_000, priceCurrency: 'GBP' },
    });
  });
});
