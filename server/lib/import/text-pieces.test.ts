import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvItem, CsvParser } from './csv-parser';
import { textSource } from './sources';
import { readTextPieces } from './text-pieces';

const parseWhole = (text: string, firstLine = 1): CsvItem[] => {
  const parser = new CsvParser(firstLine);
  return [...parser.push(text), ...parser.end()];
};

const field = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', '-') }),
  // Quoted, with what quoting is for: commas, doubled quotes and line breaks inside.
  fc.string({ unit: fc.constantFrom('a', ',', '""', '\n', '\r\n', ' ') }).map((inner) => `"${inner}"`),
);
const csvText = fc
  .array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 40 })
  .map((rows) => rows.map((fields) => fields.join(',')).join('\n') + '\n');

describe('readTextPieces', () => {
  it('cuts only between records: pieces parsed on their own give the records, line numbers included, of the whole', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, fc.integer({ min: 1, max: 60 }), async (text, pieceChars) => {
        const pieces = [];
        for await (const piece of readTextPieces(textSource('t.csv', text), pieceChars)) pieces.push(piece);
        expect(pieces.map((p) => p.text).join('')).toBe(text);
        const fromPieces = pieces.flatMap((p) => parseWhole(p.text, p.firstLine));
        expect(fromPieces).toEqual(parseWhole(text));
      }),
      { numRuns: 300 },
    );
  });

  it('cuts a file whose quote never closes at a line end rather than holding it all', async () => {
    const text = `"never closed,${'x,y\n'.repeat(200)}`;
    const pieces = [];
    for await (const piece of readTextPieces(textSource('t.csv', text), 100)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.every((p) => p.text.endsWith('\n'))).toBe(true);
  });
});
