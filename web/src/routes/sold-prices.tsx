import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSoldPricesPage } from '@/features/sold-prices/hooks/use-sold-prices-page';
import { PostcodeExamples } from '@/features/sold-prices/components/postcode-examples';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SoldPageFooter } from '@/features/sold-prices/components/sold-page-footer';
import { SoldPageHeader } from '@/features/sold-prices/components/sold-page-header';
import { SoldResultsSection } from '@/features/sold-prices/components/sold-results-section';
import { SoldSearchForm } from '@/features/sold-prices/components/sold-search-form';

/** /sold-prices (SPEC 2): search HM Land Registry sold prices around a postcode. */
export function Component() {
  const page = useSoldPricesPage();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <SoldPageHeader
        title="HM Land Registry Sold House Prices"
        intro="What homes really sold for, from the official Price Paid Data for England and Wales."
      />
      <Card>
        <CardContent className="space-y-5 pt-6">
          <SoldSearchForm
            values={page.form}
            onChange={page.updateForm}
            onSubmit={page.submit}
            busy={page.searching}
          />
          <PostcodeExamples onPick={page.searchExample} disabled={page.searching} />
        </CardContent>
      </Card>
      <RegistrationLagNote />
      <SoldResultsSection
        search={page.search}
        results={page.results}
        onSortChange={page.changeSort}
        headingRef={page.resultsHeadingRef}
      />
      <SoldPageFooter current={paths.soldPrices} />
    </div>
  );
}
