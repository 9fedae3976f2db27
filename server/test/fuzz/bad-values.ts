import fc from 'fast-check';

/** What outside probes send first: path traversal, SQL, markup, and bytes parsers trip on. */
export const HOSTILE_STRINGS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(10); --",
  '$1',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  '\uD800',
  '🏠'.repeat(50),
  'ＳＷ１９ ３ＥＳ',
  ' ',
];

/** Stands for a value nested `depth` levels deep: written out by toJsonText, never built. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly inArray: boolean,
  ) {}
}

/**
 * JSON text of a generated value. Deep nesting is written as text, because building and
 * stringifying it would overflow this process's stack before the server ever saw it.
 */
export function toJsonText(value: unknown): string {
  if (value instanceof Deep) {
    const [open, close] = value.inArray ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(value.depth)}"x"${close.repeat(value.depth)}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** encodeURIComponent, except that a lone surrogate (which it throws on) is sent as its raw bytes. */
export function encodePathSegment(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '🏠', "'", '\u202e'), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, length]) => unit.repeat(length));

/** A string an honest client would not send. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hugeString,
);

/** Any JSON value of the wrong kind, size or depth for where it is put. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53 + 1, -1e308, 1.5, [], {}),
  fc.double(),
  fc.array(badString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), badString, { maxKeys: 5 }),
  fc
    .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
    .map(([depth, inArray]) => new Deep(depth, inArray)),
);
