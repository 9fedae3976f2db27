import { isValid, toNormalised, validOutcode } from 'postcode';

/**
 * One thing a location search must match. Postcodes are compared without spaces, upper case:
 * a full postcode ('SW191AA'), a sector ('SW191' from 'SW19 1') or a district ('SW19').
 */
export type LocationTerm =
  { kind: 'postcode' | 'sector' | 'district'; compact: string } | { kind: 'text'; text: string };

const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d)$/;

/** The postcode a single token (or token pair) spells, if any. */
function postcodeTerm(candidate: string): LocationTerm | undefined {
  const upper = candidate.trim().toUpperCase();
  if (isValid(upper)) return { kind: 'postcode', compact: toNormalised(upper)!.replace(' ', '') };
  // Unspaced, a district wins: 'M11' is the district M11; 'M1 1' is the sector.
  if (/^[A-Z]{1,2}\d[A-Z\d]?$/.test(upper) && validOutcode(upper))
    return { kind: 'district', compact: upper };
  const sector = SECTOR.exec(upper);
  if (sector && validOutcode(sector[1]!)) return { kind: 'sector', compact: `${sector[1]}${sector[2]}` };
  return undefined;
}

/** A postcode at the start or end of a part ('Wimbledon SW19', 'SW19 1AA Wimbledon'), and the words left. */
function splitPostcode(words: string[]): { postcode?: LocationTerm; rest: string[] } {
  for (const size of [2, 1]) {
    if (words.length < size) continue;
    const tail = postcodeTerm(words.slice(-size).join(' '));
    if (tail) return { postcode: tail, rest: words.slice(0, -size) };
    const head = postcodeTerm(words.slice(0, size).join(' '));
    if (head) return { postcode: head, rest: words.slice(size) };
  }
  return { rest: words };
}

/**
 * Parses a free-text location: comma-separated parts must all match ('Crosby, Merseyside'); within a
 * part a leading or trailing postcode is matched as a postcode and the remaining words as text.
 */
export function parseLocation(input: string): LocationTerm[] {
  const terms: LocationTerm[] = [];
  for (const part of input.split(',')) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const whole = postcodeTerm(words.join(' '));
    if (whole) {
      terms.push(whole);
      continue;
    }
    const { postcode, rest } = splitPostcode(words);
    if (postcode) terms.push(postcode);
    const text = rest.join(' ').toLowerCase();
    if (text) terms.push({ kind: 'text', text });
  }
  return terms;
}
