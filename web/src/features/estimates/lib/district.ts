import { parseSoldLocation } from '@contracts/sold/common';

/** The postcode district of a searched postcode, sector or district (`sw19 1aa` -> `SW19`), or null. */
export const searchedDistrict = (text: string): string | null =>
  parseSoldLocation(text)?.value.split(' ')[0] ?? null;
