/**
 * What the postcode box shows as the user types (SPEC 5): upper case, and runs of two or more
 * spaces collapsed to one. Leading and trailing spaces stay so typing 'SW19 ' is not fought.
 */
export function normalisePostcodeInput(value: string): string {
  return value.toUpperCase().replace(/ {2,}/g, ' ');
}

/** The postcode as sent: the typed form, trimmed. Empty means nothing to search for. */
export function postcodeForSearch(value: string): string {
  return normalisePostcodeInput(value).trim();
}
