import { pageTitle } from './seo/site';

/**
 * The browser tab's title for a signed-in or form page (React 19 hoists it into <head>):
 * '{page} · Home Hunter'. Public pages use PageMeta, which adds what search engines read.
 */
export function PageTitle({ page }: { page: string }) {
  return <title>{pageTitle(page)}</title>;
}
