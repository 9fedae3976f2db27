import { decodeText } from './text-decoder';
import type { ImportSource } from './sources';

/** A run of whole CSV records cut from a file, to be parsed on its own. */
export interface TextPiece {
  text: string;
  /** Line number of the piece's first line in the file. */
  firstLine: number;
  /** Bytes of the file read so far (for progress). */
  bytesRead: number;
}

/** About 6,000 Price Paid rows: enough work per piece to be worth sending to another thread. */
const PIECE_CHARS = 1 << 20;
/** A quote never closed would hold every line after it: past this, cut at a line end anyway. */
const RUNAWAY_PIECES = 8;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Where to cut `text` so the piece holds about `size` characters: after the last line break
 * outside quotes (an even number of quotes before it: in RFC 4180 an escaped quote is two) within
 * `size`, else the first one after it; -1 when there is none yet (more text needed).
 */
function recordBoundary(text: string, size: number): number {
  return officialBoundary(text, size) ?? scannedBoundary(text, size);
}

/**
 * The cheap way, for the official files (every field quoted, each record opening with its quoted
 * `{GUID}`): a line that ends with a quote followed by one that opens with `"{` is a record
 * boundary, because inside a quoted field a quote is doubled and could not be followed by `{`.
 */
function officialBoundary(text: string, size: number): number | undefined {
  const newline = text.lastIndexOf('\n', size - 1);
  if (newline < 1) return undefined;
  const before = text.charCodeAt(newline - 1) === CR ? newline - 2 : newline - 1;
  return text.charCodeAt(before) === QUOTE && text.startsWith('"{', newline + 1) ? newline + 1 : undefined;
}

function scannedBoundary(text: string, size: number): number {
  let quotes = 0;
  let boundary = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quotes += 1;
    else if (c === LF && (quotes & 1) === 0) {
      if (i < size) boundary = i + 1;
      else return boundary > 0 ? boundary : i + 1;
    }
  }
  return text.length >= size ? boundary : -1;
}

function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
  return lines;
}

/** Decodes a source and cuts it into pieces of about `pieceChars` characters at record boundaries. */
export async function* readTextPieces(
  source: ImportSource,
  pieceChars = PIECE_CHARS,
): AsyncGenerator<TextPiece> {
  let pending = '';
  let line = 1;
  let bytesRead = 0;
  for await (const { text, bytes } of decodeText(source.open())) {
    bytesRead += bytes;
    pending += text;
    while (pending.length >= pieceChars) {
      let cut = recordBoundary(pending, pieceChars);
      if (cut <= 0 && pending.length >= pieceChars * RUNAWAY_PIECES)
        cut = pending.indexOf('\n', pieceChars) + 1;
      if (cut <= 0) break;
      const piece = pending.slice(0, cut);
      pending = pending.slice(cut);
      yield { text: piece, firstLine: line, bytesRead };
      line += countLines(piece);
    }
  }
  if (pending) yield { text: pending, firstLine: line, bytesRead };
}
