import type { PropertyHistory } from '@contracts/sold/history';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useAbsoluteUrl } from '@/lib/site-origin';
import { historyDescription, soldHistoryJsonLd } from '../lib/history-structured-data';

/**
 * A sold history's title, description (address, latest price), link preview and structured data.
 * The canonical address is built from the address and postcode as the data has them, as the
 * sitemap and the search results link them, whatever spelling the visitor arrived by.
 */
export function SoldHistoryMeta({ history }: { history: PropertyHistory }) {
  const { address, postcode } = history.currentProperty;
  const path = paths.soldHistory(address, postcode);
  const url = useAbsoluteUrl(path);
  return (
    <PageMeta
      page={`${address} · Sale history`}
      description={historyDescription(history)}
      path={path}
      openGraph={{ type: 'article' }}
      jsonLd={soldHistoryJsonLd(history, { url })}
    />
  );
}
