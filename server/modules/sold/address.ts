/** Address presentation and matching for Price Paid rows (upper-case in the source data). */

export interface AddressParts {
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
}

/** `FLAT 2B` -> `Flat 2B`, `ST MARY'S ROAD` -> `St Mary's Road`, `1ST FLOOR` -> `1st Floor`. */
export function titleCase(text: string): string {
  if (NOTHING_TO_CASE.test(text)) return text;
  const known = titleCache.get(text);
  if (known !== undefined) return known;
  const result = computeTitleCase(text);
  if (titleCache.size >= TITLE_CACHE_MAX) titleCache.clear();
  titleCache.set(text, result);
  return result;
}

/** House numbers such as `12` or `41 - 51`: common, and never cached. */
const NOTHING_TO_CASE = /^[\d\s\-/,.]*$/;

/** Streets, towns and counties repeat across millions of rows: an import spends less time here with a memo. */
const titleCache = new Map<string, string>();
const TITLE_CACHE_MAX = 200_000;

function computeTitleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-(/.&,])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(
      /(\d)(\p{L}+)/gu,
      (_, digit: string, letters: string) =>
        digit + (/^(st|nd|rd|th)$/i.test(letters) ? letters.toLowerCase() : letters.toUpperCase()),
    );
}

/** House numbers read before the street (`12 Acacia Avenue`); house names stand on their own. */
const startsWithNumber = (paon: string) => /^\d/.test(paon);

/** Readable one-line address, e.g. `Flat 1, 12 Acacia Avenue, Wimbledon, London`. */
export function formatFullAddress(parts: AddressParts): string {
  const { paon, saon, street, locality, town } = parts;
  const lines: string[] = [];
  if (saon) lines.push(titleCase(saon));
  if (paon && street && startsWithNumber(paon)) lines.push(`${titleCase(paon)} ${titleCase(street)}`);
  else {
    if (paon) lines.push(titleCase(paon));
    if (street) lines.push(titleCase(street));
  }
  if (locality && locality !== town) lines.push(titleCase(locality));
  if (town) lines.push(titleCase(town));
  return lines.join(', ');
}

const collapse = (text: string | null) => (text ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

/** The key a property's sales are grouped on within one postcode: SAON|PAON|STREET. */
export const addressKey = (parts: Pick<AddressParts, 'saon' | 'paon' | 'street'>) =>
  [parts.saon, parts.paon, parts.street].map(collapse).join('|');

/** Case, comma and whitespace-insensitive form of a typed or displayed address. */
export const addressForMatching = (text: string) =>
  text
    .toUpperCase()
    .replace(/[\s,]+/g, ' ')
    .trim();
