import { PriceIndexSection } from '@/features/estimates/components/price-index-section';
import { searchedDistrict } from '@/features/estimates/lib/district';
import { paths } from '@/config/paths';
import { useSoldPricesPage } from '@/features/sold-prices/hooks/use-sold-prices-page';
import { PostcodeExamples } from '@/features/sold-prices/components/postcode-examples';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SoldResultsSection } from '@/features/sold-prices/components/sold-results-section';
import { SoldSearchForm } from '@/features/sold-prices/components/sold-search-form';
import { SoldSearchPage } from '@/features/sold-prices/components/sold-search-page';

/** /sold-prices (SPEC 2): search HM Land Registry sold prices around a postcode. */
export function Component() {
  const page = useSoldPricesPage();
  const district = page.search ? searchedDistrict(page.search.postcode) : null;
  const form = (
    <>
      <SoldSearchForm
        values={page.form}
        onChange={page.updateForm}
        onSubmit={page.submit}
        busy={page.searching}
      />
      <PostcodeExamples onPick={page.searchExample} disabled={page.searching} />
    </>
  );
  return (
    <SoldSearchPage
      title="HM Land Registry Sold House Prices"
      intro="What homes really sold for, from the official Price Paid Data for England and Wales."
      current={paths.soldPrices}
      urlSearch={page.search}
      form={form}
    >
      <RegistrationLagNote />
      <SoldResultsSection
        search={page.search}
        results={page.results}
        onSortChange={page.changeSort}
        onAreaChange={page.setArea}
        headingRef={page.resultsHeadingRef}
      />
      {district && <PriceIndexSection district={district} />}
    </SoldSearchPage>
  );
}
