import { CsvParser } from '../../../lib/import/csv-parser';
import type { PpdLayout } from './ppd-layout';
import { rowLine } from './ppd-lines';
import { type LineReject, PpdRecords } from './ppd-reader';
import type { PpdRow } from './ppd-row';

/** A run of whole records cut from a file, to be parsed on its own (in a worker thread). */
export interface PieceJob {
  text: string;
  /** Line number of the piece's first line in the file. */
  firstLine: number;
  /** Decided by the file's first piece; undefined for that first piece. */
  layout?: PpdLayout;
}

export interface PieceResult {
  /** The first piece only: the layout its first record decided, or why the file is skipped. */
  layout?: PpdLayout;
  skipped?: string;
  /** The piece's rows as lines (see ppd-lines.ts), in file order. */
  lines: string[];
  rejects: LineReject[];
  /** Rows kept without a postcode (blank or not a valid UK postcode). */
  withoutPostcode: number;
}

/** Parses a piece: the CPU-heavy part of an import, free of any I/O so a worker can run it. */
export function parsePpdPiece(job: PieceJob): PieceResult {
  const parser = new CsvParser(job.firstLine);
  const records = new PpdRecords(job.layout);
  const result: PieceResult = { lines: [], rejects: [], withoutPostcode: 0 };
  const onRow = (row: PpdRow) => {
    if (row.postcode === null) result.withoutPostcode += 1;
    result.lines.push(rowLine(row));
  };
  for (const item of [...parser.push(job.text), ...parser.end()]) {
    const outcome = records.read(item, onRow, result.rejects);
    if (outcome && 'skipped' in outcome) return { ...result, lines: [], skipped: outcome.skipped };
    if (outcome) result.layout = outcome.layout;
  }
  return result;
}
