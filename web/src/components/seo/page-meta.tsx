import { useAbsoluteUrl, useSiteOrigin } from '@/lib/site-origin';
import { JsonLd } from './json-ld';
import { metaDescription, pageTitle, SITE_NAME } from './site';

export interface PageMetaProps {
  /** The page's own name, shown as '{page} · Home Hunter'. */
  page?: string;
  /** The whole title instead (the home page's). */
  fullTitle?: string;
  description?: string;
  /**
   * The canonical path and query ('/search?location=Leeds'): only what defines the content, so
   * every address showing the same thing names one URL. Left out on pages not to be indexed.
   */
  path?: string;
  /** A 404 or a page with nothing to index: `noindex`, and no canonical URL. */
  noindex?: boolean;
  /** Open Graph and Twitter card tags for link previews (chats, social networks). */
  openGraph?: {
    type?: 'website' | 'article';
    /** A site path ('/objects/…') or an absolute URL. */
    image?: string;
    imageAlt?: string;
  };
  /** schema.org structured data, one object or several. */
  jsonLd?: object | object[];
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** Previews of pages without a photo of their own show the site's icon, on a small card. */
const SITE_IMAGE = '/icons/icon-512.png';

/**
 * Everything a page tells search engines and link previews: title, description, canonical URL,
 * robots, Open Graph, Twitter card and structured data. React 19 hoists the title, meta and link
 * elements into <head> wherever this renders, on the server and in the browser alike, so a page
 * states its metadata as it renders its content.
 */
export function PageMeta({ page, fullTitle, description, path, noindex, openGraph, jsonLd }: PageMetaProps) {
  const origin = useSiteOrigin();
  const url = useAbsoluteUrl(path ?? '');
  const title = fullTitle ?? pageTitle(page ?? SITE_NAME);
  const summary = description === undefined ? undefined : metaDescription(description);
  const canonical = !noindex && path !== undefined ? url : undefined;
  const photo = openGraph?.image;
  const image = photo ? (isAbsolute(photo) ? photo : origin + photo) : origin + SITE_IMAGE;
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];

  return (
    <>
      <title>{title}</title>
      {summary && <meta name="description" content={summary} />}
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {openGraph && (
        <>
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:locale" content="en_GB" />
          <meta property="og:type" content={openGraph.type ?? 'website'} />
          <meta property="og:title" content={title} />
          {summary && <meta property="og:description" content={summary} />}
          {canonical && <meta property="og:url" content={canonical} />}
          <meta property="og:image" content={image} />
          {photo && openGraph.imageAlt && <meta property="og:image:alt" content={openGraph.imageAlt} />}
          <meta name="twitter:card" content={photo ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={title} />
          {summary && <meta name="twitter:description" content={summary} />}
          <meta name="twitter:image" content={image} />
        </>
      )}
      {blocks.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
