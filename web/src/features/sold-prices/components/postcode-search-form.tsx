import type { usePostcodeSearch } from '../hooks/use-postcode-search';
import { PostcodeField } from './postcode-field';
import { SearchFormFrame } from './search-form-frame';
import { SearchSubmitButton } from './search-submit-button';

/** The UK Property Search (SPEC 2): one postcode box. */
export function PostcodeSearchForm({ page }: { page: ReturnType<typeof usePostcodeSearch> }) {
  return (
    // noValidate: an empty postcode gets the spec's toast rather than the browser's bubble.
    <SearchFormFrame
      label="Search by postcode"
      onSubmit={page.submit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
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
    </SearchFormFrame>
  );
}
