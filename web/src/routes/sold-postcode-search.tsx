import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PostcodeField } from '@/features/sold-prices/components/postcode-field';
import { PostcodeSearchResults } from '@/features/sold-prices/components/postcode-search-results';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SoldPageFooter } from '@/features/sold-prices/components/sold-page-footer';
import { SoldPageHeader } from '@/features/sold-prices/components/sold-page-header';
import { usePostcodeSearch } from '@/features/sold-prices/hooks/use-postcode-search';

/** /sold-prices/postcode: the spec's 'UK Property Search' page. */
export function Component() {
  const page = usePostcodeSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.submit();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <SoldPageHeader
        title="UK Property Search"
        intro="Sold prices within a mile of any postcode in England and Wales."
      />
      <Card>
        <CardContent className="pt-6">
          {/* noValidate: an empty postcode gets the spec's toast rather than the browser's bubble. */}
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            aria-label="Search by postcode"
          >
            <PostcodeField
              id="uk-postcode"
              label="UK Postcode"
              placeholder="Enter UK postcode (e.g. CT11 7BB)"
              required
              className="flex-1"
              value={page.postcode}
              onValueChange={page.setPostcode}
            />
            <Button type="submit" disabled={page.searching}>
              <Search aria-hidden />
              {page.searching ? 'Searching...' : 'Search'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <PostcodeSearchResults search={page.search} results={page.results} />
      <SoldPageFooter current={paths.soldPostcodeSearch}>
        <RegistrationLagNote />
      </SoldPageFooter>
    </div>
  );
}
