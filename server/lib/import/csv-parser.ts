/**
 * Streaming RFC 4180 record parser. Lenient where real files are sloppy (a quote inside an
 * unquoted field is kept as text, text after a closing quote is appended) and it never throws:
 * a quoted field that is never closed is reported as a broken record and parsing resumes on the
 * line after the one where it started.
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based line on which the record starts. */
  line: number;
}

export interface CsvError {
  error: string;
  line: number;
}

export type CsvItem = CsvRecord | CsvError;

export const isCsvError = (item: CsvItem): item is CsvError => 'error' in item;

/** PPD rows are about 250 characters; a record this long is an unclosed quote, not data. */
export const MAX_RECORD_CHARS = 65_536;

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

type Scan =
  | { kind: 'record'; fields: string[]; end: number; newlines: number }
  | { kind: 'incomplete' }
  | { kind: 'unterminated' };

export class CsvParser {
  private buffer = '';
  private line: number;
  /** After a runaway record the rest of its first line is discarded as it arrives. */
  private skippingLine = false;

  /** `firstLine`: the line number of the first line of text (a piece cut from further into a file). */
  constructor(firstLine = 1) {
    this.line = firstLine;
  }

  /** Feeds more text; returns every record it completes. */
  push(text: string): CsvItem[] {
    let input = text;
    if (this.skippingLine) {
      const nl = input.indexOf('\n');
      if (nl < 0) return [];
      input = input.slice(nl + 1);
      this.line += 1;
      this.skippingLine = false;
    }
    this.buffer += input;
    return this.drain(false);
  }

  /** Ends the input; returns the last record, if any. */
  end(): CsvItem[] {
    return this.drain(true);
  }

  private drain(final: boolean): CsvItem[] {
    const out: CsvItem[] = [];
    const buf = this.buffer;
    let pos = 0;
    while (pos < buf.length) {
      const scan = scanRecord(buf, pos, final);
      if (scan.kind === 'record') {
        const blankLine = scan.fields.length === 1 && scan.fields[0] === '' && buf.charCodeAt(pos) !== QUOTE;
        if (!blankLine) out.push({ fields: scan.fields, line: this.line });
        this.line += scan.newlines;
        pos = scan.end;
        continue;
      }
      if (scan.kind === 'incomplete' && buf.length - pos <= MAX_RECORD_CHARS) break;
      out.push({ error: 'unterminated quoted field', line: this.line });
      const nl = buf.indexOf('\n', pos);
      if (nl >= 0) {
        pos = nl + 1;
        this.line += 1;
      } else {
        pos = buf.length;
        this.skippingLine = !final;
      }
    }
    this.buffer = buf.slice(pos);
    return out;
  }
}

const DELIMITER = /[,\r\n]/g;

function nextDelimiter(buf: string, from: number): number {
  DELIMITER.lastIndex = from;
  const match = DELIMITER.exec(buf);
  return match ? match.index : buf.length;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** Scans one record starting at `start`; 'incomplete' when more input could still change it. */
function scanRecord(buf: string, start: number, final: boolean): Scan {
  const len = buf.length;
  const fields: string[] = [];
  let newlines = 0;
  let i = start;
  for (;;) {
    let value: string;
    if (i < len && buf.charCodeAt(i) === QUOTE) {
      value = '';
      let j = i + 1;
      for (;;) {
        const q = buf.indexOf('"', j);
        if (q < 0) return final ? { kind: 'unterminated' } : { kind: 'incomplete' };
        if (q + 1 >= len && !final) return { kind: 'incomplete' };
        const segment = buf.slice(j, q);
        value += segment;
        newlines += countNewlines(segment);
        if (buf.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      const d = nextDelimiter(buf, i);
      if (d > i) value += buf.slice(i, d);
      i = d;
    } else {
      const d = nextDelimiter(buf, i);
      value = buf.slice(i, d);
      i = d;
    }
    fields.push(value);
    if (i >= len) return final ? { kind: 'record', fields, end: len, newlines } : { kind: 'incomplete' };
    const c = buf.charCodeAt(i);
    if (c === COMMA) {
      i += 1;
      continue;
    }
    if (c === LF) return { kind: 'record', fields, end: i + 1, newlines: newlines + 1 };
    if (c === CR) {
      if (i + 1 >= len && !final) return { kind: 'incomplete' };
      const end = buf.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
      return { kind: 'record', fields, end, newlines: newlines + 1 };
    }
  }
}

/** Parses a whole string (tests, small files). */
export function parseCsv(text: string): CsvItem[] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}
