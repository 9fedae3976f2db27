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

/**
 * Street words people shorten when they type an address (`10 High St`) and HM Land Registry
 * writes in full: expanded when they end an address part, as a street name's last word does.
 */
const STREET_WORDS: Record<string, string> = {
  ST: 'STREET',
  RD: 'ROAD',
  AVE: 'AVENUE',
  AV: 'AVENUE',
  LN: 'LANE',
  DR: 'DRIVE',
  CL: 'CLOSE',
  CRES: 'CRESCENT',
  CT: 'COURT',
  PL: 'PLACE',
  SQ: 'SQUARE',
  GDNS: 'GARDENS',
  GRN: 'GREEN',
  GR: 'GROVE',
  TER: 'TERRACE',
  TERR: 'TERRACE',
  TCE: 'TERRACE',
  PDE: 'PARADE',
  PK: 'PARK',
};

/**
 * One part of an address as a listing is matched to a sale (a SAON, PAON or street, or one
 * comma-separated part of a typed address): addressForMatching's case and spacing rules, with
 * apostrophes and full stops dropped (`St. Mary's` = `ST MARYS`), other punctuation read as a
 * space, `41 - 51` read as `41-51`, and a shortened street word at the end written in full.
 * Numbers are whole words: `Flat 2` never becomes `Flat 20`.
 */
export function addressPartForMatching(text: string | null): string {
  const words = addressForMatching(
    (text ?? '')
      .replace(/['’.]/g, '')
      .replace(/[^\p{L}\p{N}/-]+/gu, ' ')
      .replace(/\s*-\s*/g, '-'),
  )
    .split(' ')
    .filter(Boolean);
  const last = words.length - 1;
  if (last > 0) words[last] = STREET_WORDS[words[last]!] ?? words[last]!;
  return words.join(' ');
}

/** A sale's SAON, PAON and street as one matching key, e.g. `FLAT 2 10 HIGH STREET`. */
export const saleMatchKey = (parts: Pick<AddressParts, 'saon' | 'paon' | 'street'>) =>
  [parts.saon, parts.paon, parts.street].map(addressPartForMatching).filter(Boolean).join(' ');

/**
 * The keys a typed address (a listing's `Flat 2, 10 High Street, Wimbledon`) may match a sale's
 * saleMatchKey by: all of it, or all of it less trailing comma-separated parts without a digit (a
 * locality or town the sale keeps elsewhere). A part with a digit is never dropped, so `Flat 2,
 * 10 High Street` cannot match a sale of `Flat 2` alone.
 */
export function typedAddressKeys(address: string): string[] {
  const parts = address.split(',').map(addressPartForMatching).filter(Boolean);
  const keys: string[] = [];
  for (let end = parts.length; end > 0; end--) {
    keys.push(parts.slice(0, end).join(' '));
    if (/\d/.test(parts[end - 1]!)) break;
  }
  return keys;
}

/** Whether a typed address names the sold address (both at the same postcode). */
export const isSameAddress = (
  typed: string,
  sale: Pick<AddressParts, 'saon' | 'paon' | 'street'>,
): boolean => {
  const key = saleMatchKey(sale);
  return key !== '' && typedAddressKeys(typed).includes(key);
};
