import { PageMeta } from '@/components/seo/page-meta';
import { soldSearchMeta } from '../lib/sold-search-meta';
import type { SoldSearch } from '../lib/sold-search';

interface SoldPricesMetaProps {
  /** The page's own title, description and path: what it says before a search. */
  page: string;
  description: string;
  path: string;
  /** The search in the URL (/sold-prices?postcode=…), which names the page when there is one. */
  search?: SoldSearch | null;
}

/** Metadata of a sold-price search page, after the searched postcode when the URL holds one. */
export function SoldPricesMeta({ page, description, path, search }: SoldPricesMetaProps) {
  const meta = search ? soldSearchMeta(path, search) : { page, description, path };
  return <PageMeta page={meta.page} description={meta.description} path={meta.path} openGraph={{}} />;
}
