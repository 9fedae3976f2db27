import { CsvParser, type CsvItem } from './csv-parser';
import type { ImportSource } from './sources';
import { decodeText } from './text-decoder';

export interface CsvChunk {
  items: CsvItem[];
  /** Bytes of the file consumed so far. */
  bytesRead: number;
}

/** Streams a source as parsed CSV records, a chunk at a time, in constant memory. */
export async function* readCsvSource(source: ImportSource): AsyncGenerator<CsvChunk> {
  const parser = new CsvParser();
  let bytesRead = 0;
  for await (const { text, bytes } of decodeText(source.open())) {
    bytesRead += bytes;
    const items = parser.push(text);
    if (items.length > 0) yield { items, bytesRead };
  }
  const last = parser.end();
  if (last.length > 0) yield { items: last, bytesRead };
}
