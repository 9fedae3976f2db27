import { PriceIndexSection } from '@/features/estimates/components/price-index-section';
import { searchedDistrict } from '@/features/estimates/lib/district';
import { paths } from '@/config/paths';
import { PostcodeSearchForm } from '@/features/sold-prices/components/postcode-search-form';
import { PostcodeSearchResults } from '@/features/sold-prices/components/postcode-search-results';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SoldSearchPage } from '@/features/sold-prices/components/sold-search-page';
import { usePostcodeSearch } from '@/features/sold-prices/hooks/use-postcode-search';

/** /sold-prices/postcode: the spec's 'UK Property Search' page. */
export function Component() {
  const page = usePostcodeSearch();
  const district = page.search ? searchedDistrict(page.search.postcode) : null;
  return (
    <SoldSearchPage
      title="UK Property Search"
      intro="Sold prices within a mile of any postcode in England and Wales."
      current={paths.soldPostcodeSearch}
      form={<PostcodeSearchForm page={page} />}
      footnote={<RegistrationLagNote />}
      narrow
    >
      <PostcodeSearchResults search={page.search} results={page.results} />
      {district && <PriceIndexSection district={district} />}
    </SoldSearchPage>
  );
}
