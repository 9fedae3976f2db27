import type { useAreaSearch } from '../hooks/use-area-search';
import { PostcodeField } from './postcode-field';
import { RadiusAndDateFields } from './radius-and-date-fields';
import { SearchFormFrame } from './search-form-frame';
import { SearchSubmitButton } from './search-submit-button';

/** The area search (SPEC 2): a postcode, how far around it and how far back. */
export function AreaSearchForm({ page }: { page: ReturnType<typeof useAreaSearch> }) {
  return (
    // noValidate: an empty location gets the spec's alert rather than the browser's bubble.
    <SearchFormFrame
      label="Search an area"
      onSubmit={page.submit}
      noValidate
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
    </SearchFormFrame>
  );
}
