import type { FormEvent } from 'react';
import { paths } from '@/config/paths';
import { AreaSearchResults } from '@/features/sold-prices/components/area-search-results';
import { PostcodeField } from '@/features/sold-prices/components/postcode-field';
import { RadiusAndDateFields } from '@/features/sold-prices/components/radius-and-date-fields';
import { RegistrationLagNote } from '@/features/sold-prices/components/registration-lag-note';
import { SearchSubmitButton } from '@/features/sold-prices/components/search-submit-button';
import { SoldSearchPage } from '@/features/sold-prices/components/sold-search-page';
import { useAreaSearch } from '@/features/sold-prices/hooks/use-area-search';

/** /sold-prices/area: the spec's second sold search, summarising the sales around a postcode. */
export function Component() {
  const page = useAreaSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.submit();
  };

  const form = (
    // noValidate: an empty location gets the spec's alert rather than the browser's bubble.
    <form
      onSubmit={submit}
      noValidate
      aria-label="Search an area"
      className="grid grid-cols-2 items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <PostcodeField
        id="area-location"
        label="Location (UK postcode)"
        placeholder="e.g. CT1 1DX, DN1 3LH"
        className="col-span-2 md:col-span-1"
        value={page.form.location}
        onValueChange={(location) => page.updateForm({ location })}
      />
      <RadiusAndDateFields
        idPrefix="area"
        radius={page.form.radius}
        timeRange={page.form.timeRange}
        onChange={page.updateForm}
        labels={{ radius: 'Radius', timeRange: 'Time Range' }}
      />
      <SearchSubmitButton busy={page.searching} label="Search" wide />
    </form>
  );
  return (
    <SoldSearchPage
      title="Sold Prices Near You"
      intro="How many homes sold around a postcode, and for how much."
      current={paths.soldAreaSearch}
      form={form}
      footnote={<RegistrationLagNote />}
    >
      <AreaSearchResults search={page.search} results={page.results} />
    </SoldSearchPage>
  );
}
