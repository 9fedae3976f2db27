import type { FormEvent } from 'react';
import { paths } from '@/config/paths';
import { PostcodeField } from '@/features/sold-prices/components/postcode-field';
import { PostcodeSearchResults } from '@/features/sold-prices/components/postcode-search-results';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SearchSubmitButton } from '@/features/sold-prices/components/search-submit-button';
import { SoldSearchPage } from '@/features/sold-prices/components/sold-search-page';
import { usePostcodeSearch } from '@/features/sold-prices/hooks/use-postcode-search';

/** /sold-prices/postcode: the spec's 'UK Property Search' page. */
export function Component() {
  const page = usePostcodeSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.submit();
  };

  const form = (
    // noValidate: an empty postcode gets the spec's toast rather than the browser's bubble.
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
      <SearchSubmitButton busy={page.searching} label="Search" />
    </form>
  );
  return (
    <SoldSearchPage
      title="UK Property Search"
      intro="Sold prices within a mile of any postcode in England and Wales."
      current={paths.soldPostcodeSearch}
      form={form}
      footnote={<RegistrationLagNote />}
      narrow
    >
      <PostcodeSearchResults search={page.search} results={page.results} />
    </SoldSearchPage>
  );
}
