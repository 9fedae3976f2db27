import { readCsvSource } from '../../../lib/import/csv-source';
import { isCsvError, type CsvItem } from '../../../lib/import/csv-parser';
import { detectLayout, type PpdLayout } from './ppd-layout';
import { parsePpdRecord, type PpdRow } from './ppd-row';
import type { ImportSource } from '../../../lib/import/sources';

export interface LineReject {
  line: number;
  reason: string;
}

export interface PpdChunk {
  rows: PpdRow[];
  rejects: LineReject[];
  bytesRead: number;
}

/** Broken rows tolerated at the top of a file before deciding it is not Price Paid Data. */
const DETECTION_ATTEMPTS = 10;

export type PpdReadEvent =
  ({ kind: 'chunk' } & PpdChunk) | { kind: 'layout'; layout: string } | { kind: 'skipped'; reason: string };

/**
 * Reads one Price Paid file as normalised rows, a chunk at a time. The layout is decided by the
 * first record; a file that is not Price Paid Data yields a single `skipped` event.
 */
export async function* readPpdSource(source: ImportSource): AsyncGenerator<PpdReadEvent> {
  let layout: PpdLayout | undefined;
  let attempts = 0;
  for await (const { items, bytesRead } of readCsvSource(source)) {
    const chunk: PpdChunk = { rows: [], rejects: [], bytesRead };
    for (const item of items) {
      if (isCsvError(item)) {
        chunk.rejects.push({ line: item.line, reason: item.error });
        continue;
      }
      if (!layout) {
        const detected = detectLayout(item.fields);
        attempts += 1;
        if (detected.kind === 'bad-row' && attempts < DETECTION_ATTEMPTS) {
          chunk.rejects.push({ line: item.line, reason: detected.reason });
          continue;
        }
        if (detected.kind === 'unknown' || detected.kind === 'bad-row') {
          yield { kind: 'skipped', reason: detected.reason };
          return;
        }
        layout = detected.layout;
        yield { kind: 'layout', layout: layout.name };
        if (detected.kind === 'header') {
          if (detected.gluedRow) addRecord(chunk, { fields: detected.gluedRow, line: item.line }, layout);
          continue;
        }
      }
      addRecord(chunk, item, layout);
    }
    yield { kind: 'chunk', ...chunk };
  }
}

function addRecord(chunk: PpdChunk, item: Exclude<CsvItem, { error: string }>, layout: PpdLayout) {
  const parsed = parsePpdRecord(item.fields, layout);
  if (parsed.ok) chunk.rows.push(parsed.row);
  else chunk.rejects.push({ line: item.line, reason: parsed.reason });
}
