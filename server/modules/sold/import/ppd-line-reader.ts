import type { ImportSource } from '../../../lib/import/sources';
import { readTextPieces } from '../../../lib/import/text-pieces';
import type { PieceParser } from './parse-pool';
import type { PpdLayout } from './ppd-layout';
import type { PieceResult } from './ppd-piece';
import type { LineReject } from './ppd-reader';

export type PpdLineEvent =
  | {
      kind: 'chunk';
      /** Rows as lines (ppd-lines.ts), in file order. */
      lines: string[];
      rejects: LineReject[];
      withoutPostcode: number;
      bytesRead: number;
    }
  | { kind: 'layout'; layout: string }
  | { kind: 'skipped'; reason: string };

const chunk = (result: PieceResult, bytesRead: number): PpdLineEvent => ({
  kind: 'chunk',
  lines: result.lines,
  rejects: result.rejects,
  withoutPostcode: result.withoutPostcode,
  bytesRead,
});

/**
 * Reads one Price Paid file as lines, its pieces parsed by `parser` (worker threads) up to
 * `ahead` pieces ahead of the one being consumed, and handed on in file order. The first records
 * decide the layout, so pieces wait for the one that holds them; a file that is not Price Paid
 * Data yields a single `skipped` event.
 */
export async function* readPpdLines(
  source: ImportSource,
  parser: PieceParser,
  ahead: number,
): AsyncGenerator<PpdLineEvent> {
  let layout: PpdLayout | undefined;
  const queue: { result: Promise<PieceResult>; bytesRead: number }[] = [];
  try {
    for await (const piece of readTextPieces(source)) {
      if (!layout) {
        const result = await parser.parse({ text: piece.text, firstLine: piece.firstLine });
        if (result.skipped !== undefined) {
          yield { kind: 'skipped', reason: result.skipped };
          return;
        }
        if (result.layout) {
          layout = result.layout;
          yield { kind: 'layout', layout: layout.name };
        }
        yield chunk(result, piece.bytesRead);
        continue;
      }
      const result = parser.parse({ text: piece.text, firstLine: piece.firstLine, layout });
      // Awaited in turn below; until then a failure must not count as unhandled.
      result.catch(() => {});
      queue.push({ result, bytesRead: piece.bytesRead });
      if (queue.length >= ahead) {
        const next = queue.shift()!;
        yield chunk(await next.result, next.bytesRead);
      }
    }
    for (const next of queue.splice(0)) yield chunk(await next.result, next.bytesRead);
  } finally {
    queue.length = 0;
  }
}
