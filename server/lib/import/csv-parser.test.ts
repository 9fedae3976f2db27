import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvItem, CsvParser, MAX_RECORD_CHARS, parseCsv } from './csv-parser';
import { decodeText } from './text-decoder';

const records = (items: CsvItem[]) => items.map((i) => ('fields' in i ? i.fields : i));

/** Feeds text in the given pieces, as a stream would. */
function parseInPieces(pieces: string[]): CsvItem[] {
  const parser = new CsvParser();
  return [...pieces.flatMap((p) => parser.push(p)), ...parser.end()];
}

describe('CsvParser', () => {
  it('reads unquoted and quoted fields, commas and doubled quotes inside quotes', () => {
    expect(records(parseCsv('a,b,c\n"x, y","say ""hi""",\n'))).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', ''],
    ]);
  });

  it('accepts LF, CRLF, a lone CR and a missing final newline, and skips blank lines', () => {
    expect(records(parseCsv('a,b\r\nc,d\n\ne,f\rg,h'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('keeps a quoted empty line as a record with one empty field', () => {
    expect(records(parseCsv('""\n'))).toEqual([['']]);
  });

  it('numbers records by the line they start on, counting newlines inside quotes', () => {
    const items = parseCsv('a\n"multi\nline",x\n\nb\r\nc');
    expect(items.map((i) => i.line)).toEqual([1, 2, 5, 6]);
    expect(records(items)[1]).toEqual(['multi\nline', 'x']);
  });

  it('keeps stray quotes in unquoted fields and text after a closing quote, as sloppy files have them', () => {
    expect(records(parseCsv('ab"c,"d"e,f\n'))).toEqual([['ab"c', 'de', 'f']]);
  });

  it('reads the glued PPD report header as one record with the first value inside a field', () => {
    const [first] = records(parseCsv('x,linked_data_uri"F3B6C199-5495-6E40-E053-6C04A8C0B3B4","1567329"\n'));
    expect(first).toEqual(['x', 'linked_data_uri"F3B6C199-5495-6E40-E053-6C04A8C0B3B4"', '1567329']);
  });

  it('reports an unterminated quote with its line and carries on with the next line', () => {
    const items = parseCsv('a,b\n"never closed,c\nd,e\n');
    expect(items).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { error: 'unterminated quoted field', line: 2 },
      { fields: ['d', 'e'], line: 3 },
    ]);
  });

  it('gives up on a runaway quoted field after MAX_RECORD_CHARS instead of buffering the whole file', () => {
    const parser = new CsvParser();
    const items = [
      ...parser.push('ok\n"'),
      ...parser.push('x'.repeat(MAX_RECORD_CHARS + 10)),
      ...parser.push('\nnext,row\n'),
      ...parser.end(),
    ];
    expect(items).toEqual([
      { fields: ['ok'], line: 1 },
      { error: 'unterminated quoted field', line: 2 },
      { fields: ['next', 'row'], line: 3 },
    ]);
  });

  it('gives the same records however the input is split into chunks', () => {
    const text = '"a,1","b""2"\r\nc,"d\ne"\n';
    const whole = parseCsv(text);
    for (let i = 0; i <= text.length; i += 1) {
      expect(parseInPieces([text.slice(0, i), text.slice(i)])).toEqual(whole);
    }
  });
});

describe('CsvParser properties', () => {
  const field = fc.oneof(fc.string(), fc.constantFrom('', ',', '"', '""', '\n', '\r\n', ' x ', 'a,"b"'));
  const table = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

  it('never throws, whatever the text and however it is chunked', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'é') }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (text, cuts) => {
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...points, text.length]
            .slice(1)
            .map((end, i, all) => text.slice(i === 0 ? 0 : all[i - 1], end));
          const items = parseInPieces(pieces.length ? pieces : [text]);
          expect(Array.isArray(items)).toBe(true);
          expect(items).toEqual(parseCsv(text));
        },
      ),
    );
  });

  it('round-trips any table written with quoting where needed or everywhere, with LF or CRLF', () => {
    fc.assert(
      fc.property(table, fc.boolean(), fc.boolean(), (rows, quoteAll, crlf) => {
        const write = (value: string) =>
          quoteAll || /[",\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
        const text = rows.map((r) => r.map(write).join(',')).join(crlf ? '\r\n' : '\n');
        expect(records(parseCsv(text))).toEqual(rows);
      }),
    );
  });
});

describe('decodeText', () => {
  const decode = async (chunks: Uint8Array[]) => {
    let text = '';
    for await (const part of decodeText(
      (async function* () {
        yield* chunks;
      })(),
    ))
      text += part.text;
    return text;
  };

  it('reads UTF-8, drops a BOM and keeps a character split across chunks', async () => {
    const bytes = Buffer.from('\uFEFFCAFÉ ŴYN', 'utf8');
    expect(await decode([bytes.subarray(0, 7), bytes.subarray(7)])).toBe('CAFÉ ŴYN');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', async () => {
    // 0xC9 is É and 0x80 the euro sign in Windows-1252; neither is valid UTF-8 here.
    expect(await decode([Buffer.from('CAF'), Buffer.from([0xc9, 0x20, 0x80])])).toBe('CAFÉ €');
  });
});
