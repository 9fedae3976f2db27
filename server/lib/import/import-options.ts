export interface ImportProgress {
  file: string;
  /** Data rows read so far, over all files. */
  rowsRead: number;
  /** Bytes read so far, over all files. */
  bytesRead: number;
  /** Sum of the sizes of all inputs, when every size is known. */
  totalBytes?: number;
}

export interface ImportReject {
  file: string;
  line: number;
  reason: string;
}

export interface ImportOptions {
  batchSize?: number;
  onProgress?(progress: ImportProgress): void;
  onReject?(reject: ImportReject): void;
  /** Called once per file: the layout it was read as, or why it was skipped. */
  onFile?(file: string, outcome: { layout: string } | { skipped: string }): void;
  /** Stages worth telling a person about (indexes dropped or rebuilt). */
  onNote?(message: string): void;
}

export const DEFAULT_BATCH_SIZE = 10_000;

/** Sum of the input sizes, or undefined when one is unknown (stdin). */
export function totalSize(sources: readonly { size?: number }[]): number | undefined {
  let total = 0;
  for (const s of sources) {
    if (s.size === undefined) return undefined;
    total += s.size;
  }
  return total;
}
