import { open as openFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportSource } from '../sources';

export interface ZipSources {
  sources: ImportSource[];
  close(): void;
}

/** A zip starts with a local file header (or, when empty, the end-of-directory record). */
export async function isZipFile(file: string): Promise<boolean> {
  const handle = await openFile(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return (
      bytesRead === 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && (buffer[2] === 3 || buffer[2] === 5)
    );
  } finally {
    await handle.close();
  }
}

/**
 * The CSV data files inside a zip: Code-Point Open keeps one per postcode area in `Data/CSV/`,
 * the ONS Postcode Directory its single file in `Data/` (with the same rows split again in
 * `Data/multi_csv/`, and lookup tables in `Documents/`, neither wanted). Any other zip: every CSV.
 */
export function pickCsvEntries(names: readonly string[]): string[] {
  const csv = names.filter((n) => /\.csv$/i.test(n) && !n.endsWith('/'));
  const codePoint = csv.filter((n) => /(^|\/)Data\/CSV\/[^/]+$/i.test(n));
  if (codePoint.length > 0) return codePoint.sort();
  const directory = csv.filter((n) => /(^|\/)Data\/[^/]+$/i.test(n));
  return (directory.length > 0 ? directory : csv).sort();
}

/**
 * Opens a zip and lists its data files as import sources, read straight out of the zip (never
 * unpacked to disk). Reading the central directory first also proves the download is a whole zip
 * before anything is imported from it. yauzl checks each entry's CRC as it is read.
 */
export async function openZipSources(file: string): Promise<ZipSources> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z))),
  ).catch((err: Error) => {
    throw new Error(`${path.basename(file)} is not a readable zip file: ${err.message}`);
  });
  try {
    const entries = await listEntries(zip);
    const byName = new Map(entries.map((e) => [e.fileName, e]));
    const sources = pickCsvEntries([...byName.keys()]).map((name): ImportSource => {
      const entry = byName.get(name) as Entry;
      return {
        name: `${path.basename(file)}/${name}`,
        size: entry.uncompressedSize,
        async *open() {
          yield* await openEntry(zip, entry);
        },
      };
    });
    return { sources, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw new Error(`${path.basename(file)} is not a readable zip file: ${(err as Error).message}`);
  }
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );
}
