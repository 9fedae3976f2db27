import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '@/lib/site-origin';
import { jsonLdText } from './json-ld';
import { PageMeta } from './page-meta';
import { metaDescription } from './site';

const ORIGIN = 'https://homes.example';

/** Renders a whole document as the server will, and parses it back. */
function renderDocument(page: ReactNode): Document {
  const html = renderToString(
    <SiteOriginProvider value={ORIGIN}>
      <html lang="en-GB">
        <head />
        <body>
          <main>{page}</main>
        </body>
      </html>
    </SiteOriginProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const attr = (doc: Document, selector: string, name = 'content') =>
  doc.head.querySelector(selector)?.getAttribute(name);

describe('PageMeta', () => {
  it('puts the title, description and absolute canonical URL into <head>', () => {
    const doc = renderDocument(
      <PageMeta page="Search Properties" description="Homes for sale." path="/search?location=Leeds" />,
    );
    expect(doc.title).toBe('Search Properties · Home Hunter');
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(attr(doc, 'meta[name="description"]')).toBe('Homes for sale.');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/search?location=Leeds`);
    expect(doc.body.querySelector('title, meta, link')).toBeNull();
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('takes a whole title instead of a page name', () => {
    const doc = renderDocument(<PageMeta fullTitle="Home Hunter · Homes for sale" path="/" />);
    expect(doc.title).toBe('Home Hunter · Homes for sale');
  });

  it('marks a page not to be indexed and names no canonical URL for it', () => {
    const doc = renderDocument(<PageMeta page="Page Not Found" noindex path="/nowhere" />);
    expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('adds Open Graph and a large Twitter card with an absolute image', () => {
    const doc = renderDocument(
      <PageMeta
        page="Garden flat, £250,000"
        description="A flat with a garden."
        path="/property/abc"
        openGraph={{ type: 'article', image: '/objects/demo/photo.jpg', imageAlt: 'Garden flat' }}
      />,
    );
    expect(attr(doc, 'meta[property="og:title"]')).toBe('Garden flat, £250,000 · Home Hunter');
    expect(attr(doc, 'meta[property="og:description"]')).toBe('A flat with a garden.');
    expect(attr(doc, 'meta[property="og:url"]')).toBe(`${ORIGIN}/property/abc`);
    expect(attr(doc, 'meta[property="og:type"]')).toBe('article');
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}/objects/demo/photo.jpg`);
    expect(attr(doc, 'meta[property="og:image:alt"]')).toBe('Garden flat');
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe('Home Hunter');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('en_GB');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr(doc, 'meta[name="twitter:image"]')).toBe(`${ORIGIN}/objects/demo/photo.jpg`);
  });

  it('keeps an absolute image as it is, and shows the site icon on a small card without one', () => {
    const withImage = renderDocument(
      <PageMeta page="A" path="/a" openGraph={{ image: 'https://cdn.example/p.jpg' }} />,
    );
    expect(attr(withImage, 'meta[property="og:image"]')).toBe('https://cdn.example/p.jpg');
    const without = renderDocument(<PageMeta page="A" path="/a" openGraph={{}} />);
    expect(attr(without, 'meta[name="twitter:card"]')).toBe('summary');
    expect(attr(without, 'meta[property="og:image"]')).toBe(`${ORIGIN}/icons/icon-512.png`);
  });

  it('escapes text in attributes and cannot be closed by a description', () => {
    const doc = renderDocument(
      <PageMeta page={'"Quotes" & <tags>'} description={'Say "hi" <b>&</b>'} path="/a?b=1&c=2" />,
    );
    expect(doc.title).toBe('"Quotes" & <tags> · Home Hunter');
    expect(attr(doc, 'meta[name="description"]')).toBe('Say "hi" <b>&</b>');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/a?b=1&c=2`);
  });

  it('writes structured data whose text cannot end its script block', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' };
    const html = renderToString(<PageMeta page="A" jsonLd={[data, { '@type': 'Other' }]} />);
    expect(html).not.toContain('</script><script>');
    const doc = renderDocument(<PageMeta page="A" jsonLd={[data, { '@type': 'Other' }]} />);
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(2);
    expect(JSON.parse(blocks[0]!.textContent ?? '')).toEqual(data);
    expect(JSON.parse(blocks[1]!.textContent ?? '')).toEqual({ '@type': 'Other' });
  });
});

describe('jsonLdText', () => {
  it('is JSON with no <, > or & left', () => {
    const text = jsonLdText({ a: '<a href="x">&</a>' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ a: '<a href="x">&</a>' });
  });
});

describe('metaDescription', () => {
  it('keeps short text on one line', () => {
    expect(metaDescription('  A home\n with   a garden. ')).toBe('A home with a garden.');
  });

  it('cuts long text at a word, under 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
