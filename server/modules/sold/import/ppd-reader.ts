import { readCsvSource } from '../../../lib/import/csv-source';
import { type CsvItem, isCsvError } from '../../../lib/import/csv-parser';
import type { ImportSource } from '../../../lib/import/sources';
import { detectLayout, type PpdLayout } from './ppd-layout';
import { parsePpdRecord, type PpdRow } from './ppd-row';

export interface LineReject {
  line: number;
  reason: string;
}

/** Broken rows tolerated at the top of a file before deciding it is not Price Paid Data. */
const DETECTION_ATTEMPTS = 10;

/** What reading one CSV record decided, besides rows and rejects. */
export type RecordOutcome = { layout: PpdLayout } | { skipped: string } | undefined;

/**
 * Turns a file's CSV records into rows: the first record decides the layout (a header, or the
 * first data row), every later one is parsed in it. Shared by the row reader below and the
 * parallel line reader, so both read every file alike.
 */
export class PpdRecords {
  private attempts = 0;

  /** `layout`: already known (a later piece of a file whose first piece decided it). */
  constructor(public layout?: PpdLayout) {}

  read(item: CsvItem, onRow: (row: PpdRow) => void, rejects: LineReject[]): RecordOutcome {
    if (isCsvError(item)) {
      rejects.push({ line: item.line, reason: item.error });
      return undefined;
    }
    if (this.layout) {
      this.parse(item.fields, item.line, onRow, rejects);
      return undefined;
    }
    const detected = detectLayout(item.fields);
    this.attempts += 1;
    if (detected.kind === 'bad-row' && this.attempts < DETECTION_ATTEMPTS) {
      rejects.push({ line: item.line, reason: detected.reason });
      return undefined;
    }
    if (detected.kind === 'unknown' || detected.kind === 'bad-row') return { skipped: detected.reason };
    this.layout = detected.layout;
    if (detected.kind === 'header') {
      if (detected.gluedRow) this.parse(detected.gluedRow, item.line, onRow, rejects);
    } else {
      this.parse(item.fields, item.line, onRow, rejects);
    }
    return { layout: detected.layout };
  }

  private parse(
    fields: readonly string[],
    line: number,
    onRow: (row: PpdRow) => void,
    rejects: LineReject[],
  ) {
    const parsed = parsePpdRecord(fields, this.layout!);
    if (parsed.ok) onRow(parsed.row);
    else rejects.push({ line, reason: parsed.reason });
  }
}

export interface PpdChunk {
  rows: PpdRow[];
  rejects: LineReject[];
  bytesRead: number;
}

export type PpdReadEvent =
  ({ kind: 'chunk' } & PpdChunk) | { kind: 'layout'; layout: string } | { kind: 'skipped'; reason: string };

/**
 * Reads one Price Paid file as normalised rows, a chunk at a time, in this thread (tests, the
 * benchmarks' real rows). A file that is not Price Paid Data yields a single `skipped` event.
 */
export async function* readPpdSource(source: ImportSource): AsyncGenerator<PpdReadEvent> {
  const records = new PpdRecords();
  for await (const { items, bytesRead } of readCsvSource(source)) {
    const chunk: PpdChunk = { rows: [], rejects: [], bytesRead };
    const onRow = (row: PpdRow) => chunk.rows.push(row);
    for (const item of items) {
      const outcome = records.read(item, onRow, chunk.rejects);
      if (outcome && 'skipped' in outcome) {
        yield { kind: 'skipped', reason: outcome.skipped };
        return;
      }
      if (outcome) yield { kind: 'layout', layout: outcome.layout.name };
    }
    yield { kind: 'chunk', ...chunk };
  }
}
