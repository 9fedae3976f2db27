import { paths } from '@/config/paths';
import { AreaSearchForm } from '@/features/sold-prices/components/area-search-form';
import { AreaSearchResults } from '@/features/sold-prices/components/area-search-results';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SoldSearchPage } from '@/features/sold-prices/components/sold-search-page';
import { useAreaSearch } from '@/features/sold-prices/hooks/use-area-search';

/** /sold-prices/area: the spec's second sold search, summarising the sales around a postcode. */
export function Component() {
  const page = useAreaSearch();
  return (
    <SoldSearchPage
      title="Sold Prices Near You"
      intro="How many homes sold around a postcode, and for how much."
      current={paths.soldAreaSearch}
      form={<AreaSearchForm page={page} />}
      footnote={<RegistrationLagNote />}
    >
      <AreaSearchResults search={page.search} results={page.results} />
    </SoldSearchPage>
  );
}
