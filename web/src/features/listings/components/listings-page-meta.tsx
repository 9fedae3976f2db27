import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import type { ListingQuery } from '../lib/listing-query';
import { searchMeta } from '../lib/search-meta';

const HOME_TITLE = 'Home Hunter · Homes for sale and sold prices across the UK';
const HOME_DESCRIPTION =
  'Find homes for sale across the UK, compare what homes nearby really sold for with HM Land Registry prices, and save searches to hear about new homes first.';

/** Metadata of /search: named after the place and filters searched. */
export function SearchPageMeta({ query }: { query: ListingQuery }) {
  const meta = searchMeta(paths.search, query);
  return <PageMeta page={meta.page} description={meta.description} path={meta.path} openGraph={{}} />;
}

/** Metadata of the home page; a shared link's filters (?maxPrice=) stay in its canonical address. */
export function HomePageMeta({ query }: { query: ListingQuery }) {
  const { path } = searchMeta(paths.home, query);
  return <PageMeta fullTitle={HOME_TITLE} description={HOME_DESCRIPTION} path={path} openGraph={{}} />;
}
